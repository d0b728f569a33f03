-- Case studies: a project is a draft or published (visitors read only published ones), has a
-- readable URL (a unique slug, and the slugs it had before keep working), an optional Power BI
-- report, and a description long enough for a write-up in Markdown.

alter table public.projects
  add column status text not null default 'published',
  add column slug text,
  add column report_url text,
  add column report_title text;

-- "Café Déjà Vu — 2024!" → "cafe-deja-vu-2024": lowercase ASCII letters and digits, single
-- hyphens, at most 80 characters; "project" when nothing is left.
create function private.slugify(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(left(btrim(regexp_replace(
      translate(replace(replace(lower(value), 'ß', 'ss'), 'æ', 'ae'),
        'àáâãäåāçćčďèéêëēěìíîïīłñńňòóôõöøōřśšťùúûüūůýÿžźż',
        'aaaaaaacccdeeeeeeiiiiilnnnooooooorsstuuuuuuyyzzz'),
      '[^a-z0-9]+', '-', 'g'), '-'), 80), '-'), ''),
    'project');
$$;

-- `base`, or base-2, base-3… : the first that no other project uses, now or as an old slug.
-- security definer: it must see drafts whoever asks.
create function private.unique_slug(base text, for_project uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  candidate text := base;
  n integer := 1;
begin
  while exists (select 1 from public.projects p where p.slug = candidate and p.id is distinct from for_project)
    or exists (select 1 from public.project_slugs s where s.slug = candidate and s.project_id is distinct from for_project)
  loop
    n := n + 1;
    candidate := btrim(left(base, 80 - char_length(n::text) - 1), '-') || '-' || n;
  end loop;
  return candidate;
end;
$$;

-- The slugs a project had before: /projects/<old slug> redirects to the current one.
create table public.project_slugs (
  slug text primary key,
  project_id uuid not null references public.projects (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index project_slugs_project_idx on public.project_slugs (project_id);

-- Existing projects: a slug from the title, oldest first (then in list order), so the first of
-- two equal titles keeps the plain one.
do $$
declare
  r record;
begin
  for r in select id, title from public.projects order by created_at, display_order, id loop
    update public.projects set slug = private.unique_slug(private.slugify(r.title), r.id) where id = r.id;
  end loop;
end;
$$;

alter table public.projects
  alter column slug set not null,
  add constraint projects_slug_key unique (slug),
  -- Not shaped like a project id, which /projects/<id> redirects from.
  add constraint projects_slug_format check (
    char_length(slug) <= 80
    and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
    and slug !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  add constraint projects_status_valid check (status in ('draft', 'published')),
  -- A Power BI report link: Publish to web (/view?r=…) or a report embed (/reportEmbed?…).
  add constraint projects_report_url_valid check (
    report_url is null
    or (char_length(report_url) <= 2000 and report_url ~ '^https://app\.powerbi\.com/(view|reportEmbed)\?[A-Za-z0-9%&=._~:+-]+$')),
  add constraint projects_report_title_length check (report_title is null or char_length(btrim(report_title)) between 1 and 120);

-- Room for a case study: 20,000 characters of Markdown.
alter table public.projects drop constraint projects_description_length;
alter table public.projects add constraint projects_description_length check (char_length(description) <= 20000);

create index projects_status_idx on public.projects (status, display_order);

-- A project saved without a slug gets one from its title.
create function private.set_project_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := private.unique_slug(private.slugify(new.title), new.id);
  end if;
  return new;
end;
$$;

create trigger projects_set_slug
before insert or update of slug, title on public.projects
for each row execute function private.set_project_slug();

-- A changed slug keeps the old one as a redirect; a slug in use is nobody's old slug.
-- security definer: nobody writes project_slugs directly.
create function private.remember_project_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.project_slugs where slug = new.slug;
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug then
    insert into public.project_slugs (slug, project_id) values (old.slug, new.id)
      on conflict (slug) do update set project_id = excluded.project_id, created_at = now();
  end if;
  return null;
end;
$$;

create trigger projects_remember_slug
after insert or update of slug on public.projects
for each row execute function private.remember_project_slug();

revoke all on function private.slugify(text), private.unique_slug(text, uuid), private.set_project_slug(),
  private.remember_project_slug() from public;
grant execute on function private.slugify(text), private.unique_slug(text, uuid) to authenticated;

-- Visitors read published projects only; owners read everything.
drop policy "Projects are readable by everyone" on public.projects;
create policy "Published projects are readable by everyone" on public.projects for select to anon, authenticated
  using (status = 'published');
create policy "Owners read every project" on public.projects for select to authenticated
  using ((select private.is_owner()));

-- An old slug is as public as the project it leads to (the projects policies apply inside).
alter table public.project_slugs enable row level security;
create policy "Old slugs of readable projects are readable" on public.project_slugs for select to anon, authenticated
  using (exists (select 1 from public.projects p where p.id = project_id));

revoke all on public.project_slugs from anon, authenticated;
grant select on public.project_slugs to anon, authenticated;
