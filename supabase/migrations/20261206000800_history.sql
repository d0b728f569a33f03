-- History: every owner save of a project, post, service, testimonial, experience entry, skill,
-- the profile and an open proposal keeps the state before it as a revision.
--
-- 1. public.revisions, written only by the triggers below (no API role may write it), read by
--    the owner alone; the last 50 of each item are kept, and an item's delete forgets them.
-- 2. The columns no save is about (a reorder, the clock, a proposal's address, opens, answer and
--    versions) are named once, in private.revision_bookkeeping: a change of those alone keeps
--    nothing, and a restore never writes them.
-- 3. public.restore_revision: the owner's save of an old state, with the owner's rights (row-level
--    security, column grants, CHECKs, unique slugs and the freeze of an answered proposal still
--    decide), so the state it replaces becomes a revision in its turn.
-- 4. public.files_in_revisions: the Storage paths kept revisions name; the app's cleanups keep them.
-- public.history_ignored tells the admin's history the columns it does not show.

create table public.revisions (
  id uuid primary key default gen_random_uuid(),
  table_name text not null,
  -- text: the profile's one row has the id true, every other item a uuid.
  row_id text not null,
  -- The clock, not the transaction's start: two saves in one transaction keep their order.
  saved_at timestamptz not null default clock_timestamp(),
  state jsonb not null,
  constraint revisions_table_name_valid check (
    table_name in ('projects', 'posts', 'services', 'testimonials', 'experience', 'skills', 'profile', 'proposals')
  ),
  constraint revisions_state_object check (jsonb_typeof(state) = 'object')
);

create index revisions_item_idx on public.revisions (table_name, row_id, saved_at desc);

alter table public.revisions enable row level security;

create policy "Owners read revisions" on public.revisions for select to authenticated using ((select private.is_owner()));

revoke all on public.revisions from public, anon, authenticated, service_role;
grant select on public.revisions to authenticated;

-- 2. The one list of columns that are not what a save is about. deleted_at (the trash's mark,
-- added by a later migration): moving to the trash and back is not a save, and a restore leaves it.
create function private.revision_bookkeeping(table_name text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['updated_at', 'display_order', 'deleted_at']
    || case when table_name = 'proposals' then array[
      'token_hash', 'revoked_at', 'open_count', 'last_opened_at', 'message_id', 'previous_id', 'version', 'reference',
      'superseded_at', 'sender', 'status', 'accepted_name', 'accepted_version', 'decline_reason', 'answered_at'
    ] else array[]::text[] end;
$$;

-- What a history neither shows as a change nor restores: the bookkeeping, the id, the creation date.
create function public.history_ignored(table_name text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select private.revision_bookkeeping(table_name) || array['id', 'created_at'];
$$;

-- What a restore leaves as it is although a history shows it: who may see the item (its status,
-- visibility, publication date, the resume's switch). Those are later choices of their own: an old
-- version's text must not publish a private case study again.
create function private.restore_leaves(table_name text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case table_name
    when 'projects' then array['status', 'visibility']
    when 'posts' then array['status', 'publish_at']
    when 'services' then array['status']
    when 'profile' then array['resume_public']
    else array[]::text[]
  end;
$$;

-- A proposal's lines as a revision holds them: what update_proposal takes back.
create function private.proposal_lines_state(proposal uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('service_id', l.service_id, 'description', l.description,
    'quantity', l.quantity, 'unit_price', l.unit_price) order by l.position), '[]'::jsonb)
  from public.proposal_lines l where l.proposal_id = proposal;
$$;

-- Only an open proposal is still the owner's to edit (an answered or replaced one is frozen).
create function private.proposal_is_open(proposal jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select proposal ->> 'status' = 'open' and proposal ->> 'superseded_at' is null;
$$;

-- Keeps `state` as the item's newest revision and the 50 newest only.
create function private.keep_revision(item_table text, item_id text, state jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.revisions (table_name, row_id, state) values (item_table, item_id, state);
  delete from public.revisions r
  where r.table_name = item_table and r.row_id = item_id
    and r.id not in (
      select k.id from public.revisions k where k.table_name = item_table and k.row_id = item_id order by k.saved_at desc limit 50
    );
$$;

-- security definer: it writes a table no API role may write.
create function private.record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ignored text[] := private.revision_bookkeeping(tg_table_name);
  state jsonb;
begin
  if tg_op = 'DELETE' then
    delete from public.revisions r where r.table_name = tg_table_name and r.row_id = old.id::text;
    return null;
  end if;
  state := to_jsonb(old);
  if (to_jsonb(new) - ignored) = (state - ignored) then
    return null;
  end if;
  if tg_table_name = 'proposals' then
    if not private.proposal_is_open(state) then
      return null;
    end if;
    state := state || jsonb_build_object('lines', private.proposal_lines_state(old.id));
  end if;
  perform private.keep_revision(tg_table_name, old.id::text, state);
  return null;
end;
$$;

create trigger projects_revisions after update or delete on public.projects for each row execute function private.record_revision();
create trigger posts_revisions after update or delete on public.posts for each row execute function private.record_revision();
create trigger services_revisions after update or delete on public.services for each row execute function private.record_revision();
create trigger testimonials_revisions after update or delete on public.testimonials for each row execute function private.record_revision();
create trigger experience_revisions after update or delete on public.experience for each row execute function private.record_revision();
create trigger skills_revisions after update or delete on public.skills for each row execute function private.record_revision();
create trigger profile_revisions after update or delete on public.profile for each row execute function private.record_revision();
create trigger proposals_revisions after update or delete on public.proposals for each row execute function private.record_revision();

-- A proposal's lines are rows of their own, replaced whole by a save (update_proposal deletes
-- them, then inserts the new ones, after the proposal's own update). A save that changed only
-- lines: the deleted lines, with the proposal as it is, become the revision, unless this save
-- (this client statement) already kept one; once the new lines are in, a revision of this
-- statement equal to the proposal as it is now kept nothing and goes.
create function private.record_lines_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ignored text[] := private.revision_bookkeeping('proposals');
begin
  if tg_op = 'DELETE' then
    perform private.keep_revision('proposals', p.id::text, to_jsonb(p) || jsonb_build_object('lines', (
      select coalesce(jsonb_agg(jsonb_build_object('service_id', g.service_id, 'description', g.description,
        'quantity', g.quantity, 'unit_price', g.unit_price) order by g.position), '[]'::jsonb)
      from gone g where g.proposal_id = p.id
    )))
    from public.proposals p
    where p.id in (select g.proposal_id from gone g) and private.proposal_is_open(to_jsonb(p))
      and not exists (
        select 1 from public.revisions r
        where r.table_name = 'proposals' and r.row_id = p.id::text and r.saved_at >= statement_timestamp()
      );
  else
    delete from public.revisions r
    using public.proposals p
    where p.id in (select a.proposal_id from added a) and r.table_name = 'proposals' and r.row_id = p.id::text
      and r.saved_at >= statement_timestamp()
      and (r.state - ignored) = ((to_jsonb(p) || jsonb_build_object('lines', private.proposal_lines_state(p.id))) - ignored);
  end if;
  return null;
end;
$$;

create trigger proposal_lines_revisions_gone after delete on public.proposal_lines
referencing old table as gone for each statement execute function private.record_lines_revision();
create trigger proposal_lines_revisions_added after insert on public.proposal_lines
referencing new table as added for each statement execute function private.record_lines_revision();

-- 3. Restores a revision as a new save; false when the caller sees no such revision or item.
-- The columns written are computed, not listed: those of the table now that the revision holds
-- (a column added since is left as it is, not emptied), that the caller may update (the column
-- grants stay the word on what the owner writes), neither generated nor bookkeeping nor who may
-- see the item (restore_leaves), never the id or the creation date. A proposal is saved by
-- update_proposal, its lines with it.
create function public.restore_revision(revision_id uuid)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  revision public.revisions;
  rel regclass;
  column_list text;
  n integer;
begin
  select * into revision from public.revisions r where r.id = revision_id;
  if not found then
    return false;
  end if;
  if revision.table_name = 'proposals' then
    return public.update_proposal(revision.row_id::uuid, revision.state, coalesce(revision.state -> 'lines', '[]'::jsonb));
  end if;
  rel := format('public.%I', revision.table_name)::regclass;
  select string_agg(format('%I', a.attname), ', ' order by a.attnum) into column_list
  from pg_catalog.pg_attribute a
  where a.attrelid = rel and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and revision.state ? a.attname::text
    and a.attname::text <> all (public.history_ignored(revision.table_name) || private.restore_leaves(revision.table_name))
    and has_column_privilege(rel, a.attnum, 'UPDATE');
  if column_list is null then
    return false;
  end if;
  execute format('update %1$s t set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, $1)) where t.id::text = $2', rel, column_list)
    using revision.state, revision.row_id;
  get diagnostics n = row_count;
  return n > 0;
end;
$$;

-- 4. The files kept revisions name (a project's uploaded images, a post's cover, a person's
-- photo, the CV), as the caller may read the revisions: the owner all, anyone else none.
create function public.files_in_revisions()
returns setof text
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct f.path from (
    select i ->> 'path' as path
    from public.revisions r,
      jsonb_array_elements(case when jsonb_typeof(r.state -> 'images') = 'array' then r.state -> 'images' else '[]'::jsonb end) i
    where r.table_name = 'projects'
    union all select r.state ->> 'cover_path' from public.revisions r where r.table_name = 'posts'
    union all select r.state ->> 'photo_path' from public.revisions r where r.table_name in ('testimonials', 'profile')
    union all select r.state ->> 'cv_path' from public.revisions r where r.table_name = 'profile'
  ) f
  where f.path is not null;
$$;

revoke all on function private.revision_bookkeeping(text), private.restore_leaves(text), private.proposal_lines_state(uuid), private.proposal_is_open(jsonb),
  private.keep_revision(text, text, jsonb), private.record_revision(), private.record_lines_revision() from public, anon, authenticated, service_role;
revoke all on function public.restore_revision(uuid), public.files_in_revisions(), public.history_ignored(text) from public, anon, authenticated, service_role;
-- restore_revision reads the bookkeeping list as the caller; the admin's history reads it too.
grant execute on function private.revision_bookkeeping(text), private.restore_leaves(text) to authenticated;
grant execute on function public.restore_revision(uuid), public.files_in_revisions(), public.history_ignored(text) to authenticated;
