-- The database refuses what the forms refuse, and grants each role exactly what it needs.
--
-- * Blank means blank as the forms see it: text made only of line breaks, tabs or other
--   whitespace is refused wherever a form requires text (btrim strips spaces only).
-- * An e-mail address is what the forms accept: no `?`, `&` or other characters a mailto:
--   link would read as parameters (a stored `x@example.com?bcc=…` gave the inbox's Reply a Bcc).
-- * anon and authenticated keep only the privileges the policies need: Supabase's default
--   privileges also hand them TRUNCATE, REFERENCES and TRIGGER on every new table.
-- * service_role (a server-side secret key) may use the private functions the CHECK
--   constraints and triggers call, so it can write projects like the owner does.

-- Whitespace exactly as JavaScript's String.prototype.trim() strips it, whatever the locale.
create function private.trim_space(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(value,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g');
$$;

-- The forms' address rule (zod's): letters, digits and _ ' + - in dotted parts, a dotted domain.
create or replace function private.is_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
    and char_length(value) <= 320;
$$;

create or replace function private.all_labels(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(private.trim_space(item) <> '' and char_length(item) <= 50), true) from unnest(items) as item;
$$;

create or replace function private.valid_project_images(items jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- coalesce per item: a missing key makes a comparison null, which bool_and would skip.
  select jsonb_typeof(items) = 'array' and coalesce(bool_and(coalesce(
    jsonb_typeof(item) = 'object'
    and (select count(*) from jsonb_object_keys(item)) = 2
    and jsonb_typeof(item -> 'alt') = 'string'
    and char_length(private.trim_space(item ->> 'alt')) between 1 and 300
    and (
      (jsonb_typeof(item -> 'path') = 'string'
        and (item ->> 'path') ~ '^projects/[0-9a-f-]{36}/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|avif)$')
      or (jsonb_typeof(item -> 'url') = 'string' and private.is_image_src(item ->> 'url'))
    ), false)
  ), true)
  from jsonb_array_elements(case when jsonb_typeof(items) = 'array' then items else '[]'::jsonb end) as item;
$$;

create or replace function private.valid_stats(items jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(items) = 'array' and jsonb_array_length(items) = 3 and coalesce(bool_and(coalesce(
    jsonb_typeof(item) = 'object'
    and (select count(*) from jsonb_object_keys(item)) = 2
    and jsonb_typeof(item -> 'value') = 'string' and char_length(private.trim_space(item ->> 'value')) between 1 and 12
    and jsonb_typeof(item -> 'label') = 'string' and char_length(private.trim_space(item ->> 'label')) between 1 and 40
  , false)), true)
  from jsonb_array_elements(case when jsonb_typeof(items) = 'array' then items else '[]'::jsonb end) as item;
$$;

create or replace function private.valid_links(items jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(items) = 'array' and jsonb_array_length(items) <= 5 and coalesce(bool_and(coalesce(
    jsonb_typeof(item) = 'object'
    and (select count(*) from jsonb_object_keys(item)) = 2
    and jsonb_typeof(item -> 'label') = 'string' and char_length(private.trim_space(item ->> 'label')) between 1 and 40
    and jsonb_typeof(item -> 'url') = 'string' and private.is_link(item ->> 'url')
  , false)), true)
  from jsonb_array_elements(case when jsonb_typeof(items) = 'array' then items else '[]'::jsonb end) as item;
$$;

revoke all on function private.trim_space(text) from public;
grant execute on function private.trim_space(text) to anon, authenticated;

-- Messages the new rules refuse could only come from a direct API call (the form trims and
-- checks the address), and replying to one is the hazard itself: they go.
delete from public.messages
where not private.is_email(email)
  or private.trim_space(name) = ''
  or private.trim_space(message) = '';

-- Re-added, not just re-pointed: adding a constraint checks the rows already stored.
alter table public.projects
  drop constraint projects_title_not_blank,
  add constraint projects_title_not_blank check (private.trim_space(title) <> ''),
  drop constraint projects_description_not_blank,
  add constraint projects_description_not_blank check (private.trim_space(description) <> ''),
  drop constraint projects_technologies_valid,
  add constraint projects_technologies_valid check (private.all_labels(technologies)),
  drop constraint projects_images_valid,
  add constraint projects_images_valid check (private.valid_project_images(images)),
  drop constraint projects_report_title_length,
  add constraint projects_report_title_length check (report_title is null or char_length(private.trim_space(report_title)) between 1 and 120);

alter table public.profile
  drop constraint profile_name_length,
  add constraint profile_name_length check (char_length(private.trim_space(name)) between 1 and 100),
  drop constraint profile_role_length,
  add constraint profile_role_length check (char_length(private.trim_space(role)) between 1 and 120),
  drop constraint profile_hero_heading_length,
  add constraint profile_hero_heading_length check (char_length(private.trim_space(hero_heading)) between 1 and 160),
  drop constraint profile_intro_length,
  add constraint profile_intro_length check (char_length(private.trim_space(intro)) between 1 and 600),
  drop constraint profile_description_length,
  add constraint profile_description_length check (char_length(private.trim_space(description)) between 1 and 300),
  drop constraint profile_contact_email_valid,
  add constraint profile_contact_email_valid check (private.is_email(contact_email)),
  drop constraint profile_other_links_valid,
  add constraint profile_other_links_valid check (private.valid_links(other_links)),
  drop constraint profile_stats_valid,
  add constraint profile_stats_valid check (private.valid_stats(stats));

alter table public.skills
  drop constraint skills_title_length,
  add constraint skills_title_length check (char_length(private.trim_space(title)) between 1 and 60),
  drop constraint skills_description_length,
  add constraint skills_description_length check (char_length(private.trim_space(description)) between 1 and 200);

alter table public.messages
  drop constraint messages_name_length,
  add constraint messages_name_length check (char_length(private.trim_space(name)) between 1 and 200),
  drop constraint messages_email_valid,
  add constraint messages_email_valid check (private.is_email(email)),
  drop constraint messages_message_length,
  add constraint messages_message_length check (char_length(private.trim_space(message)) between 1 and 5000);

-- Exactly what the policies need. Revoking a table privilege also revokes it on every column,
-- so the owner's column grant on messages is given back after.
revoke all on public.projects, public.project_slugs, public.profile, public.skills from anon, authenticated;
grant select on public.projects, public.project_slugs, public.profile, public.skills to anon, authenticated;
grant insert, update, delete on public.projects, public.skills to authenticated;
grant insert, update on public.profile to authenticated;

-- Sending (INSERT) is left as it is; the owner reads, deletes and changes only the read mark.
revoke select, update, delete, truncate, references, trigger on public.messages from anon, authenticated;
grant select, delete on public.messages to authenticated;
grant update (read_at) on public.messages to authenticated;

revoke all on private.owners from anon, authenticated;

-- A secret-key client bypasses the policies but not privileges: the CHECK constraints and the
-- slug trigger call these as the caller.
grant usage on schema private to service_role;
grant execute on function private.trim_space(text), private.is_http_url(text), private.is_image_src(text),
  private.all_labels(text[]), private.valid_project_images(jsonb), private.is_link(text), private.is_email(text),
  private.valid_stats(jsonb), private.valid_links(jsonb), private.slugify(text), private.unique_slug(text, uuid)
  to service_role;
