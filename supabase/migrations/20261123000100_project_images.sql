-- Images the owner uploads: a public-read Storage bucket only owners may write to, and the
-- project's images as one ordered list with alt text (the first is the main image).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('project-images', 'project-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Anyone may fetch the public URLs; only owners may list, add, replace or remove files.
create policy "Owners list project images"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'project-images' and (select private.is_owner()));

create policy "Owners upload project images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'project-images' and (select private.is_owner()));

create policy "Owners replace project images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'project-images' and (select private.is_owner()))
  with check (bucket_id = 'project-images' and (select private.is_owner()));

create policy "Owners remove project images"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'project-images' and (select private.is_owner()));

-- One image: {"path": "projects/<project id>/<name>.<ext>", "alt": …} for a file in the bucket,
-- or {"url": …, "alt": …} for an http(s) URL or a site path; alt text 1 to 300 characters.
create function private.valid_project_images(items jsonb)
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
    and char_length(btrim(item ->> 'alt')) between 1 and 300
    and (
      (jsonb_typeof(item -> 'path') = 'string'
        and (item ->> 'path') ~ '^projects/[0-9a-f-]{36}/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|avif)$')
      or (jsonb_typeof(item -> 'url') = 'string' and private.is_image_src(item ->> 'url'))
    ), false)
  ), true)
  from jsonb_array_elements(case when jsonb_typeof(items) = 'array' then items else '[]'::jsonb end) as item;
$$;

revoke all on function private.valid_project_images(jsonb) from public;
grant execute on function private.valid_project_images(jsonb) to anon, authenticated;

alter table public.projects add column images jsonb not null default '[]'::jsonb;

-- Existing images keep their order (main image, then the gallery) and get the alt texts the
-- pages showed for them until now.
update public.projects p
set images = coalesce((
  select jsonb_agg(jsonb_build_object('url', src, 'alt', alt) order by position)
  from (
    select 0 as position, p.image_url as src, 'Screenshot of ' || p.title as alt
    where p.image_url is not null
    union all
    select g.position, g.src,
      p.title || ', image ' || (g.position + (case when p.image_url is null then 0 else 1 end))
    from unnest(p.gallery) with ordinality as g(src, position)
  ) as migrated
), '[]'::jsonb);

alter table public.projects
  drop constraint projects_image_url_valid,
  drop constraint projects_gallery_count,
  drop constraint projects_gallery_valid,
  drop column image_url,
  drop column gallery,
  add constraint projects_images_count check (jsonb_typeof(images) <> 'array' or jsonb_array_length(images) <= 21),
  add constraint projects_images_valid check (private.valid_project_images(images));

drop function private.all_image_srcs(text[]);
