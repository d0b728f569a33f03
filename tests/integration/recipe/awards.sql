-- Awards: a list the owner keeps in order and the home page shows.
create table public.awards (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  issuer text not null,
  year integer not null,
  url text,
  display_order integer not null,
  created_at timestamptz not null default now(),
  constraint awards_title_length check (char_length(private.trim_space(title)) between 1 and 120),
  constraint awards_issuer_length check (char_length(private.trim_space(issuer)) between 1 and 120),
  constraint awards_year_valid check (year between 1950 and 2100),
  constraint awards_url_valid check (url is null or private.is_http_url(url))
);

create index awards_display_order_idx on public.awards (display_order, created_at);

-- A new award goes to the end of the list.
create function private.set_award_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.display_order is null then
    select coalesce(max(a.display_order), 0) + 1 into new.display_order from public.awards a;
  end if;
  return new;
end;
$$;

create trigger awards_set_defaults
before insert on public.awards
for each row execute function private.set_award_defaults();

alter table public.awards enable row level security;

create policy "Awards are readable by everyone" on public.awards for select to anon, authenticated using (true);
create policy "Owners can add awards" on public.awards for insert to authenticated with check ((select private.is_owner()));
create policy "Owners can update awards" on public.awards for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "Owners can delete awards" on public.awards for delete to authenticated using ((select private.is_owner()));

-- Exactly what the policies need (Supabase's default privileges give more).
revoke all on public.awards from anon, authenticated;
grant select on public.awards to anon, authenticated;
grant insert, update, delete on public.awards to authenticated;
