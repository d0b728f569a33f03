-- The portrait and its alt text come as a pair. The first version of this CHECK let a portrait
-- through with no alt text (and alt text with no portrait): a comparison with NULL is NULL, and
-- a CHECK passes on NULL. Each side now says "is not null" explicitly.
--
-- Rows already written through that gap are repaired first, losing nothing that matters: a
-- portrait without alt text gets one from the owner's name, and alt text without a portrait
-- (which nothing shows) is cleared.
update public.profile
set photo_alt = left('Portrait of ' || private.trim_space(name), 300)
where photo_path is not null and (photo_alt is null or char_length(private.trim_space(photo_alt)) = 0);

update public.profile
set photo_alt = null
where photo_path is null and photo_alt is not null;

alter table public.profile
  drop constraint profile_photo_valid,
  add constraint profile_photo_valid check (
    (photo_path is null and photo_alt is null)
    or (
      photo_path is not null
      and photo_alt is not null
      and photo_path ~ '^portrait/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|avif)$'
      and char_length(private.trim_space(photo_alt)) between 1 and 300
    )
  );
