-- The site's name, on the one profile row: the header's brand, the last part of every public
-- page's title, and the title of the blog's feeds. 'Portfolio' by default, the brand the site
-- always showed, so a site whose owner never sets it reads as before.
--
-- Like the profile's other single-line texts: 1 to 60 characters once trimmed, and no control
-- characters (line breaks included: a title is one line).
--
-- The existing policies and grants cover the new column: visitors read, only owners write.

alter table public.profile
  add column site_name text not null default 'Portfolio',
  add constraint profile_site_name_valid check (
    char_length(private.trim_space(site_name)) between 1 and 60
    and site_name !~ '[\u0001-\u001f\u007f]'
  );
