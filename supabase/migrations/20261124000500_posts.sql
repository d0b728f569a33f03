-- Writing: posts with a readable URL (old slugs keep working), a Markdown body, an optional
-- cover image, up to 5 tags, an optional related project, and a publish time. Visitors read a
-- post only once it is published and its time has passed, so a scheduled post appears by
-- itself: no write happens when its time comes.

-- Tags are normalised like slugs: lowercase ASCII words joined by single hyphens, at most 30
-- characters, no repeats.
create function private.valid_post_tags(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select cardinality(items) <= 5
    and (select count(*) from unnest(items) as t(item) where item ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(item) <= 30) = cardinality(items)
    and (select count(distinct item) from unnest(items) as t(item)) = cardinality(items);
$$;

revoke all on function private.valid_post_tags(text[]) from public;
grant execute on function private.valid_post_tags(text[]) to anon, authenticated, service_role;

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null,
  summary text not null,
  body text not null,
  -- `posts/<name>.<ext>` in the project-images bucket, with its alt text: both or neither.
  cover_path text,
  cover_alt text,
  tags text[] not null default '{}',
  project_id uuid references public.projects (id) on delete set null,
  status text not null default 'draft',
  publish_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint posts_slug_key unique (slug),
  constraint posts_title_length check (char_length(private.trim_space(title)) between 1 and 150),
  constraint posts_slug_format check (char_length(slug) <= 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint posts_summary_length check (char_length(private.trim_space(summary)) between 1 and 300),
  constraint posts_body_length check (char_length(private.trim_space(body)) between 1 and 50000),
  constraint posts_cover_valid check (
    (cover_path is null and cover_alt is null)
    or (cover_path ~ '^posts/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|avif)$' and cover_alt is not null and char_length(private.trim_space(cover_alt)) between 1 and 300)
  ),
  constraint posts_tags_valid check (private.valid_post_tags(tags)),
  constraint posts_status_valid check (status in ('draft', 'published'))
);

create index posts_visible_idx on public.posts (status, publish_at desc);
create index posts_project_id_idx on public.posts (project_id);
create index posts_tags_idx on public.posts using gin (tags);

-- The slugs a post had before: /blog/<old slug> redirects to the current one.
create table public.post_slugs (
  slug text primary key,
  post_id uuid not null references public.posts (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index post_slugs_post_idx on public.post_slugs (post_id);

-- `base`, or base-2, base-3… : the first no other post uses, now or as an old slug.
-- security definer: it must see drafts and scheduled posts whoever asks.
create function private.unique_post_slug(base text, for_post uuid)
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
  while exists (select 1 from public.posts p where p.slug = candidate and p.id is distinct from for_post)
    or exists (select 1 from public.post_slugs s where s.slug = candidate and s.post_id is distinct from for_post)
  loop
    n := n + 1;
    candidate := btrim(left(base, 80 - char_length(n::text) - 1), '-') || '-' || n;
  end loop;
  return candidate;
end;
$$;

-- A post saved without a slug gets one from its title; every save stamps updated_at.
create function private.set_post_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := private.unique_post_slug(private.slugify(new.title), new.id);
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger posts_set_defaults
before insert or update on public.posts
for each row execute function private.set_post_defaults();

-- A changed slug keeps the old one as a redirect; a slug in use is nobody's old slug.
-- security definer: nobody writes post_slugs directly.
create function private.remember_post_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.post_slugs where slug = new.slug;
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug then
    insert into public.post_slugs (slug, post_id) values (old.slug, new.id)
      on conflict (slug) do update set post_id = excluded.post_id, created_at = now();
  end if;
  return null;
end;
$$;

create trigger posts_remember_slug
after insert or update of slug on public.posts
for each row execute function private.remember_post_slug();

revoke all on function private.unique_post_slug(text, uuid), private.set_post_defaults(), private.remember_post_slug() from public;
grant execute on function private.unique_post_slug(text, uuid) to authenticated, service_role;
grant execute on function private.set_post_defaults() to service_role;

alter table public.posts enable row level security;
alter table public.post_slugs enable row level security;

-- Visitors read a post once it is published and its time has come; owners read every post.
create policy "Published posts are readable once their time has come" on public.posts for select to anon, authenticated
  using (status = 'published' and publish_at <= now());
create policy "Owners read every post" on public.posts for select to authenticated using ((select private.is_owner()));
create policy "Owners can add posts" on public.posts for insert to authenticated with check ((select private.is_owner()));
create policy "Owners can update posts" on public.posts for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "Owners can delete posts" on public.posts for delete to authenticated using ((select private.is_owner()));

-- An old slug is as public as the post it leads to (the posts policies apply inside).
create policy "Old slugs of readable posts are readable" on public.post_slugs for select to anon, authenticated
  using (exists (select 1 from public.posts p where p.id = post_id));

-- Exactly what the policies need (Supabase's default privileges give more).
revoke all on public.posts, public.post_slugs from anon, authenticated;
grant select on public.posts, public.post_slugs to anon, authenticated;
grant insert, update, delete on public.posts to authenticated;
