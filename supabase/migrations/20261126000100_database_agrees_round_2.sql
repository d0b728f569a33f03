-- The database agrees with the forms, round 2: three places where a NULL slipped through.
--
-- * A post's cover alt text was accepted without a cover: a comparison with NULL is NULL, and a
--   CHECK passes on NULL. Each side of the pair now says "is not null" explicitly.
-- * A NULL element passed the text-list CHECKs (technologies, experience highlights): bool_and
--   skips NULL. No form sends one, but a NULL technology on a published project breaks every page
--   and index that trims the list. Each element is now judged with coalesce(…, false), as the
--   jsonb lists already are.
-- * A testimonial about a draft project was readable by visitors when the project was public.
--
-- Rows already written through these gaps are repaired first, losing nothing a page shows: alt
-- text without a cover (which nothing shows) is cleared, and NULL elements are dropped.
update public.posts
set cover_alt = null
where cover_path is null and cover_alt is not null;

update public.projects
set technologies = array_remove(technologies, null)
where array_position(technologies, null) is not null;

update public.experience
set highlights = array_remove(highlights, null),
    technologies = array_remove(technologies, null)
where array_position(highlights, null) is not null or array_position(technologies, null) is not null;

create or replace function private.all_labels(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- coalesce per item: a NULL element makes the comparison null, which bool_and would skip.
  select coalesce(bool_and(coalesce(private.trim_space(item) <> '' and char_length(item) <= 50, false)), true) from unnest(items) as item;
$$;

create or replace function private.valid_highlights(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- coalesce per item: a NULL element makes the comparison null, which bool_and would skip.
  select coalesce(bool_and(coalesce(char_length(private.trim_space(item)) between 1 and 200, false)), true) from unnest(items) as item;
$$;

-- Re-added, not just re-pointed: adding a constraint checks the rows already stored.
alter table public.projects
  drop constraint projects_technologies_valid,
  add constraint projects_technologies_valid check (private.all_labels(technologies));

alter table public.experience
  drop constraint experience_highlights_valid,
  add constraint experience_highlights_valid check (cardinality(highlights) <= 5 and private.valid_highlights(highlights)),
  drop constraint experience_technologies_valid,
  add constraint experience_technologies_valid check (cardinality(technologies) <= 20 and private.all_labels(technologies));

alter table public.posts
  drop constraint posts_cover_valid,
  add constraint posts_cover_valid check (
    (cover_path is null and cover_alt is null)
    or (
      cover_path is not null
      and cover_alt is not null
      and cover_path ~ '^posts/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|avif)$'
      and char_length(private.trim_space(cover_alt)) between 1 and 300
    )
  );

-- Visitors see a project only when it is published and public; the rows that point at one
-- (testimonials) follow it, drafts included.
create or replace function private.is_public_project(project uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.projects p where p.id = project and p.status = 'published' and p.visibility = 'public');
$$;
