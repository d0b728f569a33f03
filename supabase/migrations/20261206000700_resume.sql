-- JSON Resume in and out (jsonresume.org schema v1).
--
-- 1. profile.resume_public: whether the site offers /resume.json. On by default (it holds only
--    what the public pages show); the owner can turn it off. The profile's policies and grants
--    cover the new column: visitors read, only owners write.
-- 2. public.import_resume: a resume's profile fields, experience and skills written whole, in one
--    transaction: the profile's imported columns are updated, and the experience and the skills
--    are replaced by the resume's (the preview says so before the owner applies it). A row any
--    CHECK refuses rolls everything back. Security invoker: the caller's grants and row-level
--    security apply, so for anyone but an owner the profile row is not there to update and
--    nothing changes (false); anon may not call it at all.

-- 1.
alter table public.profile
  add column resume_public boolean not null default true;

-- 2. `profile_fields` holds the profile's imported columns (name, role, intro, contact_email,
-- code_url, network_url, other_links); `entries` and `skill_rows` arrays of experience and
-- skills rows, in order, or null for a list the resume leaves out.
create function public.import_resume(profile_fields jsonb, entries jsonb, skill_rows jsonb)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  update public.profile p set
    name = r.name, role = r.role, intro = r.intro, contact_email = r.contact_email,
    code_url = r.code_url, network_url = r.network_url, other_links = coalesce(r.other_links, '[]'::jsonb)
  from jsonb_populate_record(null::public.profile, profile_fields) r
  where p.id;
  if not found then
    return false;
  end if;

  -- A list given as null (SQL or JSON) is kept as it is: the resume left it out.
  if coalesce(jsonb_typeof(entries), 'null') <> 'null' then
    delete from public.experience where true;
    insert into public.experience (role, organisation, location, start_month, end_month, is_current, summary, highlights, technologies)
    select r.role, r.organisation, r.location, r.start_month, r.end_month, coalesce(r.is_current, false), r.summary,
      coalesce(r.highlights, '{}'), coalesce(r.technologies, '{}')
    from jsonb_array_elements(entries) with ordinality item(entry, n),
      jsonb_populate_record(null::public.experience, item.entry) r
    order by item.n;
  end if;

  -- The resume's order is the display order.
  if coalesce(jsonb_typeof(skill_rows), 'null') <> 'null' then
    delete from public.skills where true;
    insert into public.skills (title, description, icon, color, display_order)
    select r.title, r.description, r.icon, r.color, item.n::integer
    from jsonb_array_elements(skill_rows) with ordinality item(skill, n),
      jsonb_populate_record(null::public.skills, item.skill) r
    order by item.n;
  end if;
  return true;
end;
$$;

revoke all on function public.import_resume(jsonb, jsonb, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.import_resume(jsonb, jsonb, jsonb) to authenticated;
