-- Proof that wins clients: what each project achieved (facts and outcomes), who vouches for the
-- owner (testimonials), where the owner has worked (experience) and a portrait. Everyone reads;
-- only owners write (row-level security); every rule the forms check is a named CHECK here too.

-- Facts of a case study, each optional: the client (a name, or "Confidential"), the owner's role,
-- the period (months; an ongoing project has no end), the team size, and up to 4 outcomes.
create function private.valid_outcomes(items jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(items) = 'array' and jsonb_array_length(items) <= 4 and coalesce(bool_and(coalesce(
    jsonb_typeof(item) = 'object'
    and (select count(*) from jsonb_object_keys(item)) = 2
    and jsonb_typeof(item -> 'value') = 'string' and char_length(private.trim_space(item ->> 'value')) between 1 and 16
    and jsonb_typeof(item -> 'label') = 'string' and char_length(private.trim_space(item ->> 'label')) between 1 and 60
  , false)), true)
  from jsonb_array_elements(case when jsonb_typeof(items) = 'array' then items else '[]'::jsonb end) as item;
$$;

revoke all on function private.valid_outcomes(jsonb) from public;
grant execute on function private.valid_outcomes(jsonb) to anon, authenticated, service_role;

alter table public.projects
  add column client text,
  add column owner_role text,
  add column period_start date,
  add column period_end date,
  add column is_ongoing boolean not null default false,
  add column team_size integer,
  add column outcomes jsonb not null default '[]'::jsonb,
  add constraint projects_client_length check (client is null or char_length(private.trim_space(client)) between 1 and 120),
  add constraint projects_owner_role_length check (owner_role is null or char_length(private.trim_space(owner_role)) between 1 and 120),
  add constraint projects_period_valid check (
    (period_start is null or extract(day from period_start) = 1)
    and (period_end is null or (extract(day from period_end) = 1 and period_start is not null and period_end >= period_start))
    and not (is_ongoing and (period_end is not null or period_start is null))
  ),
  add constraint projects_team_size_valid check (team_size is null or team_size between 1 and 500),
  add constraint projects_outcomes_valid check (private.valid_outcomes(outcomes));

-- Testimonials: a quote and who said it, optionally with a photo (in the people bucket), the
-- project it is about, and where it was published (a public recommendation).
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  quote text not null,
  author_name text not null,
  author_role text not null,
  company text not null,
  photo_path text,
  project_id uuid references public.projects (id) on delete set null,
  source_url text,
  featured boolean not null default false,
  display_order integer not null,
  created_at timestamptz not null default now(),
  constraint testimonials_quote_length check (char_length(private.trim_space(quote)) between 1 and 600),
  constraint testimonials_author_name_length check (char_length(private.trim_space(author_name)) between 1 and 100),
  constraint testimonials_author_role_length check (char_length(private.trim_space(author_role)) between 1 and 100),
  constraint testimonials_company_length check (char_length(private.trim_space(company)) between 1 and 100),
  constraint testimonials_photo_path_valid check (photo_path is null or photo_path ~ '^testimonials/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|avif)$'),
  constraint testimonials_source_url_valid check (source_url is null or private.is_http_url(source_url))
);

create index testimonials_display_order_idx on public.testimonials (display_order, created_at);
create index testimonials_project_id_idx on public.testimonials (project_id);

create function private.valid_highlights(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(char_length(private.trim_space(item)) between 1 and 200), true) from unnest(items) as item;
$$;

revoke all on function private.valid_highlights(text[]) from public;
grant execute on function private.valid_highlights(text[]) to anon, authenticated, service_role;

-- Career history, newest first by its dates (a timeline has a natural order, so there is no
-- manual one to keep right). A current role has no end.
create table public.experience (
  id uuid primary key default gen_random_uuid(),
  role text not null,
  organisation text not null,
  location text,
  start_month date not null,
  end_month date,
  is_current boolean not null default false,
  summary text not null,
  highlights text[] not null default '{}',
  technologies text[] not null default '{}',
  created_at timestamptz not null default now(),
  constraint experience_role_length check (char_length(private.trim_space(role)) between 1 and 120),
  constraint experience_organisation_length check (char_length(private.trim_space(organisation)) between 1 and 120),
  constraint experience_location_length check (location is null or char_length(private.trim_space(location)) between 1 and 120),
  constraint experience_dates_valid check (
    extract(day from start_month) = 1
    and (end_month is null or (extract(day from end_month) = 1 and end_month >= start_month))
    and (is_current = (end_month is null))
  ),
  constraint experience_summary_length check (char_length(private.trim_space(summary)) between 1 and 400),
  constraint experience_highlights_valid check (cardinality(highlights) <= 5 and private.valid_highlights(highlights)),
  constraint experience_technologies_valid check (cardinality(technologies) <= 20 and private.all_labels(technologies))
);

create index experience_start_month_idx on public.experience (start_month desc);

-- The owner's portrait: a file in the people bucket and its alt text, both or neither.
alter table public.profile
  add column photo_path text,
  add column photo_alt text,
  add constraint profile_photo_valid check (
    (photo_path is null and photo_alt is null)
    or (photo_path ~ '^portrait/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|avif)$' and char_length(private.trim_space(photo_alt)) between 1 and 300)
  );

-- A new testimonial goes to the end of the list.
create function private.set_testimonial_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.display_order is null then
    select coalesce(max(t.display_order), 0) + 1 into new.display_order from public.testimonials t;
  end if;
  return new;
end;
$$;

create trigger testimonials_set_defaults
before insert on public.testimonials
for each row execute function private.set_testimonial_defaults();

alter table public.testimonials enable row level security;
alter table public.experience enable row level security;

create policy "Testimonials are readable by everyone" on public.testimonials for select to anon, authenticated using (true);
create policy "Owners can add testimonials" on public.testimonials for insert to authenticated with check ((select private.is_owner()));
create policy "Owners can update testimonials" on public.testimonials for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "Owners can delete testimonials" on public.testimonials for delete to authenticated using ((select private.is_owner()));

create policy "Experience is readable by everyone" on public.experience for select to anon, authenticated using (true);
create policy "Owners can add experience" on public.experience for insert to authenticated with check ((select private.is_owner()));
create policy "Owners can update experience" on public.experience for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "Owners can delete experience" on public.experience for delete to authenticated using ((select private.is_owner()));

-- Exactly what the policies need (Supabase's default privileges give more).
revoke all on public.testimonials, public.experience from anon, authenticated;
grant select on public.testimonials, public.experience to anon, authenticated;
grant insert, update, delete on public.testimonials, public.experience to authenticated;

-- Photos of people (testimonial authors, the owner's portrait): public to read, owners write.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('people', 'people', true, 2097152, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Owners list people photos" on storage.objects for select to authenticated
  using (bucket_id = 'people' and (select private.is_owner()));
create policy "Owners upload people photos" on storage.objects for insert to authenticated
  with check (bucket_id = 'people' and (select private.is_owner()));
create policy "Owners replace people photos" on storage.objects for update to authenticated
  using (bucket_id = 'people' and (select private.is_owner())) with check (bucket_id = 'people' and (select private.is_owner()));
create policy "Owners remove people photos" on storage.objects for delete to authenticated
  using (bucket_id = 'people' and (select private.is_owner()));

grant execute on function private.set_testimonial_defaults() to service_role;
