-- Everything a visitor reads about the owner: one profile row (name, texts, links, the hero's
-- stats, an optional CV) and an ordered list of skills. Anyone may read; only owners may write.

-- mailto: links are allowed where an address belongs (other links).
create function private.is_link(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_http_url(value)
    or (value ~* '^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(value) <= 320);
$$;

create function private.is_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(value) <= 320;
$$;

-- Exactly the three stats the hero shows: {"value": "10+", "label": "Years WordPress"}.
create function private.valid_stats(items jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(items) = 'array' and jsonb_array_length(items) = 3 and coalesce(bool_and(coalesce(
    jsonb_typeof(item) = 'object'
    and (select count(*) from jsonb_object_keys(item)) = 2
    and jsonb_typeof(item -> 'value') = 'string' and char_length(btrim(item ->> 'value')) between 1 and 12
    and jsonb_typeof(item -> 'label') = 'string' and char_length(btrim(item ->> 'label')) between 1 and 40
  , false)), true)
  from jsonb_array_elements(case when jsonb_typeof(items) = 'array' then items else '[]'::jsonb end) as item;
$$;

-- Up to five more links: {"label": "Dribbble", "url": "https://…"}.
create function private.valid_links(items jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(items) = 'array' and jsonb_array_length(items) <= 5 and coalesce(bool_and(coalesce(
    jsonb_typeof(item) = 'object'
    and (select count(*) from jsonb_object_keys(item)) = 2
    and jsonb_typeof(item -> 'label') = 'string' and char_length(btrim(item ->> 'label')) between 1 and 40
    and jsonb_typeof(item -> 'url') = 'string' and private.is_link(item ->> 'url')
  , false)), true)
  from jsonb_array_elements(case when jsonb_typeof(items) = 'array' then items else '[]'::jsonb end) as item;
$$;

revoke all on function private.is_link(text), private.is_email(text), private.valid_stats(jsonb), private.valid_links(jsonb) from public;
grant execute on function private.is_link(text), private.is_email(text), private.valid_stats(jsonb), private.valid_links(jsonb)
  to anon, authenticated;

create table public.profile (
  -- One row only: the primary key can only be true.
  id boolean primary key default true,
  name text not null,
  role text not null,
  hero_heading text not null,
  intro text not null,
  description text not null,
  contact_email text not null,
  code_url text,
  network_url text,
  other_links jsonb not null default '[]'::jsonb,
  stats jsonb not null,
  skills_intro text not null default '',
  projects_intro text not null default '',
  contact_intro text not null default '',
  -- null: the current year.
  copyright_year integer,
  -- A CV: a PDF in the profile-files bucket, or a link; at most one of the two.
  cv_path text,
  cv_url text,
  updated_at timestamptz not null default now(),
  constraint profile_single_row check (id),
  constraint profile_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint profile_role_length check (char_length(btrim(role)) between 1 and 120),
  constraint profile_hero_heading_length check (char_length(btrim(hero_heading)) between 1 and 160),
  constraint profile_intro_length check (char_length(btrim(intro)) between 1 and 600),
  constraint profile_description_length check (char_length(btrim(description)) between 1 and 300),
  constraint profile_contact_email_valid check (private.is_email(contact_email)),
  constraint profile_code_url_valid check (code_url is null or private.is_http_url(code_url)),
  constraint profile_network_url_valid check (network_url is null or private.is_http_url(network_url)),
  constraint profile_other_links_valid check (private.valid_links(other_links)),
  constraint profile_stats_valid check (private.valid_stats(stats)),
  constraint profile_section_intros_length check (
    char_length(skills_intro) <= 300 and char_length(projects_intro) <= 300 and char_length(contact_intro) <= 300
  ),
  constraint profile_copyright_year_valid check (copyright_year is null or copyright_year between 1990 and 2100),
  constraint profile_cv_valid check (
    (cv_path is null or cv_path ~ '^cv/[A-Za-z0-9_-]{1,64}\.pdf$')
    and (cv_url is null or private.is_http_url(cv_url))
    and (cv_path is null or cv_url is null)
  )
);

create table public.skills (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  icon text not null,
  color text not null,
  display_order integer not null,
  created_at timestamptz not null default now(),
  constraint skills_title_length check (char_length(btrim(title)) between 1 and 60),
  constraint skills_description_length check (char_length(btrim(description)) between 1 and 200),
  constraint skills_icon_valid check (icon in ('globe', 'bar-chart', 'database', 'palette', 'gauge', 'shield')),
  constraint skills_color_valid check (color in ('sky', 'amber', 'emerald', 'fuchsia', 'violet', 'rose', 'indigo', 'teal'))
);

create index skills_display_order_idx on public.skills (display_order, created_at);

-- A new skill goes to the end; at most 12, the most the home page lays out.
create function private.set_skill_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from public.skills) >= 12 then
    raise exception 'new row for relation "skills" violates check constraint "skills_count"'
      using errcode = 'check_violation', constraint = 'skills_count';
  end if;
  if new.display_order is null then
    select coalesce(max(s.display_order), 0) + 1 into new.display_order from public.skills s;
  end if;
  return new;
end;
$$;

create trigger skills_set_defaults
before insert on public.skills
for each row execute function private.set_skill_defaults();

create function private.touch_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profile_touch
before update on public.profile
for each row execute function private.touch_profile();

alter table public.profile enable row level security;
alter table public.skills enable row level security;

create policy "The profile is readable by everyone" on public.profile for select to anon, authenticated using (true);
create policy "Owners can create the profile" on public.profile for insert to authenticated with check ((select private.is_owner()));
create policy "Owners can update the profile" on public.profile for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));

create policy "Skills are readable by everyone" on public.skills for select to anon, authenticated using (true);
create policy "Owners can add skills" on public.skills for insert to authenticated with check ((select private.is_owner()));
create policy "Owners can update skills" on public.skills for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "Owners can delete skills" on public.skills for delete to authenticated using ((select private.is_owner()));

revoke all on public.profile, public.skills from anon;
grant select on public.profile, public.skills to anon;
grant select, insert, update on public.profile to authenticated;
grant select, insert, update, delete on public.skills to authenticated;

-- Swap a skill with its neighbour in one transaction (as public.move_project does for projects).
create function public.move_skill(skill_id uuid, direction text)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  current_row public.skills%rowtype;
  neighbour public.skills%rowtype;
  changed integer;
begin
  if direction not in ('up', 'down') then
    raise exception 'direction must be up or down' using errcode = '22023';
  end if;
  select * into current_row from public.skills where id = skill_id;
  if not found then
    return false;
  end if;
  if direction = 'up' then
    select * into neighbour from public.skills
      where (display_order, created_at, id) < (current_row.display_order, current_row.created_at, current_row.id)
      order by display_order desc, created_at desc, id desc limit 1;
  else
    select * into neighbour from public.skills
      where (display_order, created_at, id) > (current_row.display_order, current_row.created_at, current_row.id)
      order by display_order, created_at, id limit 1;
  end if;
  if not found then
    return false;
  end if;
  if neighbour.display_order = current_row.display_order then
    neighbour.display_order := current_row.display_order + (case when direction = 'up' then -1 else 1 end);
  end if;
  update public.skills set display_order = neighbour.display_order where id = current_row.id;
  get diagnostics changed = row_count;
  if changed = 0 then
    return false;
  end if;
  update public.skills set display_order = current_row.display_order where id = neighbour.id;
  return true;
end;
$$;

revoke all on function public.move_skill(uuid, text) from public, anon;
grant execute on function public.move_skill(uuid, text) to authenticated;

-- The CV, if the owner uploads one: a public bucket for PDFs up to 10 MB, owners only write.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('profile-files', 'profile-files', true, 10485760, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Owners list profile files" on storage.objects for select to authenticated
  using (bucket_id = 'profile-files' and (select private.is_owner()));
create policy "Owners upload profile files" on storage.objects for insert to authenticated
  with check (bucket_id = 'profile-files' and (select private.is_owner()));
create policy "Owners replace profile files" on storage.objects for update to authenticated
  using (bucket_id = 'profile-files' and (select private.is_owner()))
  with check (bucket_id = 'profile-files' and (select private.is_owner()));
create policy "Owners remove profile files" on storage.objects for delete to authenticated
  using (bucket_id = 'profile-files' and (select private.is_owner()));
