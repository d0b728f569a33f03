-- Insights: cookieless visit and event counts, kept as daily totals only.
--
-- 1. public.insight_totals holds one row per day, metric and label (a path, a referrer host, a
--    UTM source, a screen class) with its count. Nothing is stored per visit. Owners read it
--    (row-level security); nobody writes it but public.record_insight(), which only the
--    server's secret key (service_role) may call, and which adds a hit with one upsert per row,
--    so concurrent hits never lose an increment.
-- 2. Unique visitors need the day's set of visitor keys (keyed hashes the server makes with the
--    day's salt). Both live in private tables for that day only: the first hit of a new day
--    deletes the older salts and keys, so yesterday's visitors cannot be re-identified.
-- 3. The same first hit of a day deletes totals older than 25 months: retention is the
--    database's job, on every backend (no scheduler needed).

create table public.insight_totals (
  day date not null,
  metric text not null,
  label text not null default '',
  n bigint not null default 0,
  primary key (day, metric, label),
  constraint insight_totals_metric_valid check (metric in (
    'visits', 'visitors', 'referrer', 'utm', 'screen',
    'message', 'report_load', 'video_play', 'cv_download', 'live_link', 'code_link', 'share_open'
  )),
  constraint insight_totals_label_length check (char_length(label) <= 300),
  constraint insight_totals_n_valid check (n >= 0)
);

alter table public.insight_totals enable row level security;

create policy "Owners read the insights" on public.insight_totals
  for select to authenticated using ((select private.is_owner()));

revoke all on public.insight_totals from public, anon, authenticated, service_role;
grant select on public.insight_totals to authenticated;

create table private.insight_salts (
  day date primary key,
  salt text not null
);

create table private.insight_visitors (
  day date not null,
  key text not null,
  primary key (day, key)
);

revoke all on private.insight_salts, private.insight_visitors from public, anon, authenticated, service_role;

-- Today (UTC) with its salt. The first call of a day forgets every older salt and visitor key
-- and the totals past retention; later calls of the day find the row and do nothing else.
create function private.insight_today()
returns private.insight_salts
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  found_row private.insight_salts;
begin
  select * into found_row from private.insight_salts s where s.day = today;
  if found then
    return found_row;
  end if;
  delete from private.insight_salts s where s.day <> today;
  delete from private.insight_visitors v where v.day <> today;
  delete from public.insight_totals t where t.day < today - interval '25 months';
  -- 244 random bits from the server's strong generator; concurrent first calls keep one salt.
  insert into private.insight_salts (day, salt)
  values (today, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
  on conflict (day) do nothing;
  select * into found_row from private.insight_salts s where s.day = today;
  return found_row;
end;
$$;

revoke all on function private.insight_today() from public, anon, authenticated;

-- The day's salt, for the server's visitor keys (HMAC of the client address and user agent).
create function public.insight_salt()
returns table (day date, salt text)
language sql
security definer
set search_path = ''
as $$
  select t.day, t.salt from private.insight_today() t;
$$;

revoke all on function public.insight_salt() from public, anon, authenticated;
grant execute on function public.insight_salt() to service_role;

-- One hit. A page view ('visits') adds to its path, to the day's visitors when the key is new
-- today, and to its referrer host, UTM source and screen class when given; an event adds to
-- the event under its path. A visitor key made with another day's salt is not counted as a
-- visitor (the day turned while the hit was on its way).
create function public.record_insight(
  hit_metric text,
  hit_path text,
  referrer_host text default null,
  utm_source text default null,
  screen_class text default null,
  visitor_key text default null,
  key_day date default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (private.insight_today()).day;
  is_new_visitor boolean := false;
begin
  if hit_path is null or char_length(hit_path) not between 1 and 300
    or char_length(coalesce(referrer_host, '')) > 300 or char_length(coalesce(utm_source, '')) > 300
    or char_length(coalesce(screen_class, '')) > 300 or char_length(coalesce(visitor_key, '')) > 128 then
    raise exception 'record_insight: invalid arguments' using errcode = '22023';
  end if;
  if hit_metric = 'visits' and visitor_key is not null and key_day = today then
    insert into private.insight_visitors (day, key) values (today, visitor_key) on conflict do nothing;
    is_new_visitor := found;
  end if;
  -- One statement: each row is an atomic upsert, so concurrent hits add up exactly.
  insert into public.insight_totals as t (day, metric, label, n)
  select today, v.metric, v.label, 1
  from (values
    (hit_metric, hit_path),
    (case when is_new_visitor then 'visitors' end, ''),
    (case when hit_metric = 'visits' then 'referrer' end, referrer_host),
    (case when hit_metric = 'visits' then 'utm' end, utm_source),
    (case when hit_metric = 'visits' then 'screen' end, screen_class)
  ) as v (metric, label)
  where v.metric is not null and v.label is not null
  on conflict (day, metric, label) do update set n = t.n + 1;
end;
$$;

revoke all on function public.record_insight(text, text, text, text, text, text, date) from public, anon, authenticated;
grant execute on function public.record_insight(text, text, text, text, text, text, date) to service_role;

-- A beacon's hit in one round trip: the per-client throttle (public.throttle, 'take') and, when
-- the client has room, the hit itself. Returns 0 when counted, else the milliseconds until the
-- client may send again (nothing counted). One call per hit keeps the endpoint cheap under load.
create function public.record_insight_hit(
  throttle_key text,
  max_hits integer,
  window_ms integer,
  hit_metric text,
  hit_path text,
  referrer_host text default null,
  utm_source text default null,
  screen_class text default null,
  visitor_key text default null,
  key_day date default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  wait_ms integer := public.throttle(array[throttle_key], array[max_hits], array[window_ms], 'take');
begin
  if wait_ms = 0 then
    perform public.record_insight(hit_metric, hit_path, referrer_host, utm_source, screen_class, visitor_key, key_day);
  end if;
  return wait_ms;
end;
$$;

revoke all on function public.record_insight_hit(text, integer, integer, text, text, text, text, text, text, date) from public, anon, authenticated;
grant execute on function public.record_insight_hit(text, integer, integer, text, text, text, text, text, text, date) to service_role;

-- The Insights section's figures for the last `days` days (UTC), today included: visits and
-- visitors per day (every day, zero when nothing came) and every metric's labels summed, the
-- 50 largest of each. Security invoker: row-level security shows the rows to owners only, so
-- anyone else gets zeros.
create function public.insight_report(days integer)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  since date;
begin
  if days is null or days not between 1 and 800 then
    raise exception 'insight_report: days must be between 1 and 800' using errcode = '22023';
  end if;
  since := today - (days - 1);
  return jsonb_build_object(
    'since', since,
    'until', today,
    'series', (
      select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'visits', coalesce(s.visits, 0), 'visitors', coalesce(s.visitors, 0)) order by d.day), '[]'::jsonb)
      from (select g::date as day from generate_series(since, today, interval '1 day') g) d
      left join (
        select t.day,
          sum(t.n) filter (where t.metric = 'visits') as visits,
          sum(t.n) filter (where t.metric = 'visitors') as visitors
        from public.insight_totals t
        where t.day >= since and t.metric in ('visits', 'visitors')
        group by t.day
      ) s on s.day = d.day
    ),
    'totals', (
      select coalesce(jsonb_agg(jsonb_build_object('metric', r.metric, 'label', r.label, 'n', r.n) order by r.metric, r.n desc, r.label), '[]'::jsonb)
      from (
        select a.metric, a.label, a.n, row_number() over (partition by a.metric order by a.n desc, a.label) as rank
        from (
          select t.metric, t.label, sum(t.n) as n
          from public.insight_totals t
          where t.day >= since
          group by t.metric, t.label
        ) a
      ) r
      where r.rank <= 50
    )
  );
end;
$$;

revoke all on function public.insight_report(integer) from public, anon;
grant execute on function public.insight_report(integer) to authenticated;
