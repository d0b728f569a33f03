-- Services: what the owner can be hired for, each with a starting price in a currency (or "on
-- request"), what it includes, how long it usually takes and the project category it belongs
-- to. A draft is the owner's alone; visitors read published services only. Every rule the form
-- checks is a named CHECK here too.

-- The ISO 4217 codes of the currencies in circulation (no fund, metal or test codes). The form
-- offers the same list (lib/validation/currencies.ts); the real-PostgreSQL suite compares the two.
create function private.is_currency_code(code text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select code = any (array[
    'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD',
    'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP',
    'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR',
    'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG', 'HUF',
    'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KPW',
    'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD',
    'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK',
    'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB',
    'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC',
    'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD',
    'UYU', 'UZS', 'VED', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XOF', 'XPF', 'YER', 'ZAR',
    'ZMW', 'ZWG'
  ]);
$$;

-- A list of short texts: each 1 to max_length characters as the forms trim them, none NULL.
create function private.valid_text_items(items text[], max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- coalesce per item: a NULL element makes the comparison null, which bool_and would skip.
  select coalesce(bool_and(coalesce(char_length(private.trim_space(item)) between 1 and max_length, false)), true) from unnest(items) as item;
$$;

revoke all on function private.is_currency_code(text), private.valid_text_items(text[], integer) from public;
grant execute on function private.is_currency_code(text), private.valid_text_items(text[], integer) to anon, authenticated, service_role;

create table public.services (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null,
  outcome text not null,
  -- Markdown, rendered on the server.
  description text not null,
  included text[] not null default '{}',
  -- A starting price ("From €1,500"), or both null: "On request". Exact decimals, never a float.
  price_amount numeric,
  price_currency text,
  duration text,
  category text not null,
  featured boolean not null default false,
  status text not null default 'draft',
  display_order integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint services_slug_key unique (slug),
  constraint services_name_length check (char_length(private.trim_space(name)) between 1 and 80),
  constraint services_slug_format check (char_length(slug) <= 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- One line: it is shown as a sentence under the name.
  constraint services_outcome_valid check (char_length(private.trim_space(outcome)) between 1 and 160 and outcome !~ '[\r\n]'),
  constraint services_description_length check (char_length(private.trim_space(description)) between 1 and 2000),
  constraint services_included_valid check (cardinality(included) <= 8 and private.valid_text_items(included, 120)),
  constraint services_price_amount_valid check (price_amount is null or (price_amount > 0 and price_amount <= 1000000 and scale(price_amount) <= 2)),
  constraint services_price_currency_valid check (price_currency is null or private.is_currency_code(price_currency)),
  constraint services_price_complete check ((price_amount is null) = (price_currency is null)),
  constraint services_duration_length check (duration is null or char_length(private.trim_space(duration)) between 1 and 60),
  constraint services_category_valid check (category in ('wordpress', 'power_bi', 'web_development', 'other')),
  constraint services_status_valid check (status in ('draft', 'published'))
);

create index services_display_order_idx on public.services (display_order, created_at);

-- `base`, or base-2, base-3… : the first no other service uses.
-- security definer: it must see drafts whoever asks.
create function private.unique_service_slug(base text, for_service uuid)
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
  while exists (select 1 from public.services s where s.slug = candidate and s.id is distinct from for_service) loop
    n := n + 1;
    candidate := btrim(left(base, 80 - char_length(n::text) - 1), '-') || '-' || n;
  end loop;
  return candidate;
end;
$$;

-- A service saved without a slug gets one from its name; a new one goes to the end of the list;
-- every save stamps updated_at.
create function private.set_service_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := private.unique_service_slug(private.slugify(new.name), new.id);
  end if;
  if tg_op = 'INSERT' and new.display_order is null then
    select coalesce(max(s.display_order), 0) + 1 into new.display_order from public.services s;
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger services_set_defaults
before insert or update on public.services
for each row execute function private.set_service_defaults();

revoke all on function private.unique_service_slug(text, uuid), private.set_service_defaults() from public;
grant execute on function private.unique_service_slug(text, uuid) to authenticated, service_role;
grant execute on function private.set_service_defaults() to service_role;

alter table public.services enable row level security;

create policy "Published services are readable by everyone" on public.services for select to anon, authenticated
  using (status = 'published');
create policy "Owners read every service" on public.services for select to authenticated using ((select private.is_owner()));
create policy "Owners can add services" on public.services for insert to authenticated with check ((select private.is_owner()));
create policy "Owners can update services" on public.services for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "Owners can delete services" on public.services for delete to authenticated using ((select private.is_owner()));

-- Exactly what the policies need (Supabase's default privileges give more).
revoke all on public.services from anon, authenticated;
grant select on public.services to anon, authenticated;
grant insert, update, delete on public.services to authenticated;
