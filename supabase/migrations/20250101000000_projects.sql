-- Projects shown on the portfolio and who may change them.
-- Anyone may read; only accounts listed in private.owners may write. The anon key is
-- public, so these rules, not the UI, are the security boundary.

-- Not exposed through the Data API: owners cannot be listed or edited over REST.
create schema if not exists private;

create table private.owners (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- security definer so RLS policies can consult private.owners without callers being
-- able to read it; the empty search_path stops a caller shadowing the names used here.
create function private.is_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.owners o where o.user_id = (select auth.uid()));
$$;

-- http(s) URLs only: `javascript:` and `data:` are valid URLs for `new URL()` and are XSS vectors.
create function private.is_http_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~* '^https?://[^\s/?#]+[^\s]*$' and char_length(value) <= 2048;
$$;

-- Images may also be site-relative paths (/demo/x.webp): same-origin files, no scheme to abuse.
create function private.is_image_src(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_http_url(value) or (value ~ '^/[^/\\\s][^\s]*$' and char_length(value) <= 2048);
$$;

create function private.all_image_srcs(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(private.is_image_src(item)), true) from unnest(items) as item;
$$;

create function private.all_labels(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(btrim(item) <> '' and char_length(item) <= 50), true) from unnest(items) as item;
$$;

revoke all on all functions in schema private from public;
grant usage on schema private to anon, authenticated;
grant execute on function private.is_owner() to authenticated;
grant execute on function private.is_http_url(text), private.is_image_src(text),
  private.all_image_srcs(text[]), private.all_labels(text[]) to anon, authenticated;

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  category text not null,
  technologies text[] not null default '{}',
  image_url text,
  project_url text,
  github_url text,
  featured boolean not null default false,
  gallery text[] not null default '{}',
  display_order integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint projects_title_not_blank check (btrim(title) <> ''),
  constraint projects_title_length check (char_length(title) <= 200),
  constraint projects_description_not_blank check (btrim(description) <> ''),
  constraint projects_description_length check (char_length(description) <= 5000),
  constraint projects_category_valid check (category in ('wordpress', 'power_bi', 'web_development', 'other')),
  constraint projects_technologies_count check (cardinality(technologies) <= 30),
  constraint projects_technologies_valid check (private.all_labels(technologies)),
  constraint projects_image_url_valid check (image_url is null or private.is_image_src(image_url)),
  constraint projects_project_url_valid check (project_url is null or private.is_http_url(project_url)),
  constraint projects_github_url_valid check (github_url is null or private.is_http_url(github_url)),
  constraint projects_gallery_count check (cardinality(gallery) <= 20),
  constraint projects_gallery_valid check (private.all_image_srcs(gallery))
);

create index projects_display_order_idx on public.projects (display_order, created_at);
create index projects_category_idx on public.projects (category, display_order);

-- A new project goes to the end of the list unless the caller picks a position.
create function private.set_project_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.display_order is null then
    select coalesce(max(p.display_order), 0) + 1 into new.display_order from public.projects p;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger projects_set_defaults
before insert or update on public.projects
for each row execute function private.set_project_defaults();

alter table public.projects enable row level security;

create policy "Projects are readable by everyone"
  on public.projects for select
  to anon, authenticated
  using (true);

create policy "Owners can add projects"
  on public.projects for insert
  to authenticated
  with check ((select private.is_owner()));

create policy "Owners can update projects"
  on public.projects for update
  to authenticated
  using ((select private.is_owner()))
  with check ((select private.is_owner()));

create policy "Owners can delete projects"
  on public.projects for delete
  to authenticated
  using ((select private.is_owner()));

-- Defence in depth: anon never writes, whatever the policies say.
revoke all on public.projects from anon;
grant select on public.projects to anon;
grant select, insert, update, delete on public.projects to authenticated;

-- Swap a project with its neighbour in one transaction, so the order never half-changes.
-- security invoker: RLS applies, so for a non-owner it changes nothing and returns false.
create function public.move_project(project_id uuid, direction text)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  current_row public.projects%rowtype;
  neighbour public.projects%rowtype;
  changed integer;
begin
  if direction not in ('up', 'down') then
    raise exception 'direction must be up or down' using errcode = '22023';
  end if;

  select * into current_row from public.projects where id = project_id;
  if not found then
    return false;
  end if;

  if direction = 'up' then
    select * into neighbour from public.projects
      where (display_order, created_at, id) < (current_row.display_order, current_row.created_at, current_row.id)
      order by display_order desc, created_at desc, id desc limit 1;
  else
    select * into neighbour from public.projects
      where (display_order, created_at, id) > (current_row.display_order, current_row.created_at, current_row.id)
      order by display_order, created_at, id limit 1;
  end if;
  if not found then
    return false;
  end if;

  -- Equal orders (e.g. two inserts at once) would make a swap a no-op; nudge them apart.
  if neighbour.display_order = current_row.display_order then
    neighbour.display_order := current_row.display_order + (case when direction = 'up' then -1 else 1 end);
  end if;

  update public.projects set display_order = neighbour.display_order where id = current_row.id;
  get diagnostics changed = row_count;
  if changed = 0 then
    return false;
  end if;
  update public.projects set display_order = current_row.display_order where id = neighbour.id;
  return true;
end;
$$;

revoke all on function public.move_project(uuid, text) from public, anon;
grant execute on function public.move_project(uuid, text) to authenticated;

-- Lets the app ask "may I write?" to decide whether to offer the admin form; it only ever
-- answers for the caller, and the policies above enforce the answer anyway.
create function public.current_user_is_owner()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.is_owner();
$$;

revoke all on function public.current_user_is_owner() from public, anon;
grant execute on function public.current_user_is_owner() to authenticated;
