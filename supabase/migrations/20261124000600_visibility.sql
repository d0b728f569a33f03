-- Work under NDA: who may see a project (public, unlisted, private), the owner's share links,
-- the private image bucket, and video walkthroughs. The public key is public, so every rule
-- here is enforced by the database, not by the pages.

alter table public.projects
  add column visibility text not null default 'public',
  add column video_url text,
  add column video_title text;

-- Only the canonical embed addresses are stored (the form turns a watch or share link into one):
-- YouTube's privacy-enhanced domain, Vimeo's player (an unlisted video's hash allowed), Loom's
-- embed. Anything else could frame an arbitrary page.
create function private.is_video_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '^https://www\.youtube-nocookie\.com/embed/[A-Za-z0-9_-]{11}$'
    or value ~ '^https://player\.vimeo\.com/video/[0-9]{1,12}(\?h=[0-9a-f]{6,20})?$'
    or value ~ '^https://www\.loom\.com/embed/[0-9a-f]{32}$';
$$;

revoke all on function private.is_video_url(text) from public;
grant execute on function private.is_video_url(text) to anon, authenticated, service_role;

alter table public.projects
  add constraint projects_visibility_valid check (visibility in ('public', 'unlisted', 'private')),
  add constraint projects_video_url_valid check (video_url is null or private.is_video_url(video_url)),
  add constraint projects_video_title_length check (video_title is null or char_length(private.trim_space(video_title)) between 1 and 200),
  add constraint projects_video_title_needs_url check (video_title is null or video_url is not null);

-- Lists, technology pages, similar projects, the sitemap and the API read through this policy:
-- visitors (and signed-in strangers) see published public projects only. Owners keep their own.
drop policy "Published projects are readable by everyone" on public.projects;
create policy "Published public projects are readable by everyone" on public.projects for select to anon, authenticated
  using (status = 'published' and visibility = 'public');

-- An unlisted project by its exact address: knowing the slug is the capability, so nothing can
-- list them, and this returns at most one row.
create function public.project_at(project_slug text)
returns setof public.projects
language sql
stable
security definer
set search_path = ''
as $$
  select p.* from public.projects p
  where p.slug = project_slug and p.status = 'published' and p.visibility in ('public', 'unlisted')
  limit 1;
$$;

-- Slugs of unlisted projects, for the server's route index only (the secret key): the proxy must
-- know an unlisted address exists before a page renders, but no visitor may list them.
create function public.unlisted_project_slugs()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select p.slug from public.projects p where p.status = 'published' and p.visibility = 'unlisted';
$$;

-- Share links: a name for the owner, the SHA-256 (hex) of a random token the owner handed out,
-- an optional expiry, revocation, and how often and when it was last opened. The token itself
-- is never stored.
create table public.share_links (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  name text not null,
  token_hash text not null,
  expires_at timestamptz,
  revoked_at timestamptz,
  open_count integer not null default 0,
  last_opened_at timestamptz,
  created_at timestamptz not null default now(),
  constraint share_links_name_length check (char_length(private.trim_space(name)) between 1 and 100),
  constraint share_links_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint share_links_token_hash_key unique (token_hash),
  constraint share_links_expiry_valid check (expires_at is null or expires_at > created_at),
  constraint share_links_open_count_valid check (open_count >= 0)
);

create index share_links_project_id_idx on public.share_links (project_id, created_at);

alter table public.share_links enable row level security;

create policy "Owners read share links" on public.share_links for select to authenticated
  using ((select private.is_owner()));
create policy "Owners create share links" on public.share_links for insert to authenticated
  with check ((select private.is_owner()));
create policy "Owners revoke share links" on public.share_links for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "Owners delete share links" on public.share_links for delete to authenticated
  using ((select private.is_owner()));

revoke all on public.share_links from anon, authenticated;
grant select, delete on public.share_links to authenticated;
grant insert (project_id, name, token_hash, expires_at) on public.share_links to authenticated;
grant update (revoked_at) on public.share_links to authenticated;

-- The project a share link opens, and the open recorded, in one call. Every refusal (unknown
-- token, another project's token, revoked, expired, a draft) takes the same path: one lookup of
-- the hash by its unique index and an update that matches no row, so none can be told apart.
create function public.shared_project(project_slug text, token text)
returns setof public.projects
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  opened uuid;
begin
  update public.share_links l
  set open_count = l.open_count + 1, last_opened_at = now()
  from public.projects p
  where l.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and p.id = l.project_id
    and p.slug = project_slug
    and p.status = 'published'
    and l.revoked_at is null
    and (l.expires_at is null or l.expires_at > now())
  returning l.project_id into opened;
  return query select p.* from public.projects p where p.id = opened;
end;
$$;

-- The same test without recording an open, for the proxy: it answers an unusable link with the
-- static 'Project Not Found' page before any page renders, exactly as it answers an unknown
-- project. The page then opens the link (and counts the open) with shared_project.
create function public.share_link_is_open(project_slug text, token text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.share_links l join public.projects p on p.id = l.project_id
    where l.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
      and p.slug = project_slug
      and p.status = 'published'
      and l.revoked_at is null
      and (l.expires_at is null or l.expires_at > now())
  );
$$;

revoke all on function public.project_at(text), public.unlisted_project_slugs(), public.shared_project(text, text),
  public.share_link_is_open(text, text) from public, anon, authenticated;
grant execute on function public.project_at(text), public.shared_project(text, text), public.share_link_is_open(text, text)
  to anon, authenticated;
grant execute on function public.unlisted_project_slugs() to service_role;

-- A project's id alone says whether visitors may see it, for the policies of rows that point at
-- one (security definer: the caller may not read the project row itself).
create function private.is_public_project(project uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.projects p where p.id = project and p.visibility = 'public');
$$;

revoke all on function private.is_public_project(uuid) from public;
grant execute on function private.is_public_project(uuid) to anon, authenticated;

-- A testimonial about an unlisted or private project names the client's work: only owners see it.
drop policy "Testimonials are readable by everyone" on public.testimonials;
create policy "Testimonials of public projects are readable by everyone" on public.testimonials for select to anon, authenticated
  using (project_id is null or private.is_public_project(project_id));
create policy "Owners read every testimonial" on public.testimonials for select to authenticated
  using ((select private.is_owner()));

-- Images of private projects: a bucket nobody reads by path. The owner's actions move a
-- project's files here when it becomes private and back when it stops being private; pages show
-- them through short-lived signed URLs that the server makes.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('project-images-private', 'project-images-private', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Owners read private project images" on storage.objects for select to authenticated
  using (bucket_id = 'project-images-private' and (select private.is_owner()));
create policy "Owners add private project images" on storage.objects for insert to authenticated
  with check (bucket_id = 'project-images-private' and (select private.is_owner()));
create policy "Owners replace private project images" on storage.objects for update to authenticated
  using (bucket_id = 'project-images-private' and (select private.is_owner()))
  with check (bucket_id = 'project-images-private' and (select private.is_owner()));
create policy "Owners remove private project images" on storage.objects for delete to authenticated
  using (bucket_id = 'project-images-private' and (select private.is_owner()));
-- The server signs the URLs a share link's page shows, after the database accepted the token.
create policy "The server signs private project images" on storage.objects for select to service_role
  using (bucket_id = 'project-images-private');
