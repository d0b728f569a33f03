-- Leads: a contact message says what the visitor wants and where they came from, and the owner
-- works it through a pipeline.
--
-- 1. The visitor's optional choices (a service by its slug, a budget range in the owner's
--    currency, a timeline, all stored as keys) and the source the browser read as they sent (the
--    referrer's host, the UTM source, medium and campaign, plain names only). Only the server's
--    secret key writes them, with the message.
-- 2. The owner's pipeline on the same row: a stage (new by default), an estimated value in a
--    currency, a follow-up date, private notes. Only owners read or change them; a new message
--    sets none of them, whoever inserts it.
-- 3. public.message_stage_changes: the dated history of stage changes, written by a trigger and
--    read by owners only.
-- 4. The profile's currency (EUR until the owner picks another) for the budget ranges.
-- 5. insight_report() adds enquiries per service and per source, beside the visits from that source.

alter table public.profile
  add column currency text not null default 'EUR',
  add constraint profile_currency_valid check (private.is_currency_code(currency));

alter table public.messages
  add column service text,
  add column service_name text,
  add column budget text,
  add column budget_currency text,
  add column timeline text,
  add column referrer_host text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column stage text not null default 'new',
  add column value_amount numeric,
  add column value_currency text,
  add column follow_up_on date,
  add column notes text,
  -- A service's slug, or 'something_else' (which no slug can be: slugs have no "_").
  add constraint messages_service_valid check (
    service is null or service = 'something_else' or (char_length(service) <= 80 and service ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
  ),
  -- The service's name when it was chosen, so a lead still reads right after a rename or removal.
  add constraint messages_service_name_valid check (
    (service_name is null) = (service is null or service = 'something_else')
    and (service_name is null or char_length(private.trim_space(service_name)) between 1 and 80)
  ),
  add constraint messages_budget_valid check (budget is null or budget in ('under_1000', '1000_5000', '5000_15000', 'over_15000', 'not_sure')),
  -- The ranges were in this currency when the visitor chose one.
  add constraint messages_budget_currency_valid check (
    (budget is null) = (budget_currency is null) and (budget_currency is null or private.is_currency_code(budget_currency))
  ),
  add constraint messages_timeline_valid check (timeline is null or timeline in ('asap', 'within_3_months', 'later', 'not_sure')),
  add constraint messages_referrer_host_valid check (
    referrer_host is null or (char_length(referrer_host) between 1 and 253 and referrer_host ~ '^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$')
  ),
  -- Plain names only, as Insights keeps a UTM source: nothing that could name a person.
  add constraint messages_utm_valid check (
    coalesce(utm_source, 'x') ~ '^[a-z0-9._-]{1,100}$'
    and coalesce(utm_medium, 'x') ~ '^[a-z0-9._-]{1,100}$'
    and coalesce(utm_campaign, 'x') ~ '^[a-z0-9._-]{1,100}$'
  ),
  add constraint messages_stage_valid check (stage in ('new', 'qualified', 'proposal', 'won', 'lost', 'spam')),
  -- An exact decimal of whole cents, never a float; a double reads every such amount back exactly.
  add constraint messages_value_amount_valid check (
    value_amount is null or (value_amount >= 0 and value_amount <= 100000000 and scale(value_amount) <= 2)
  ),
  add constraint messages_value_currency_valid check (value_currency is null or private.is_currency_code(value_currency)),
  add constraint messages_value_complete check ((value_amount is null) = (value_currency is null)),
  -- Days are UTC, as everywhere in the admin area.
  add constraint messages_follow_up_valid check (follow_up_on is null or follow_up_on >= (created_at at time zone 'utc')::date),
  add constraint messages_notes_length check (notes is null or char_length(private.trim_space(notes)) between 1 and 5000);

create index messages_follow_up_idx on public.messages (follow_up_on) where follow_up_on is not null;

-- The same bounds on sending as before; and a message arrives new, with nothing of the pipeline
-- set, whoever inserts it (the column grants stop the API roles first; this stops the rest).
create or replace function private.limit_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.stage is distinct from 'new' or new.value_amount is not null or new.value_currency is not null
    or new.follow_up_on is not null or new.notes is not null then
    raise exception 'new row for relation "messages" violates check constraint "messages_visitor_fields"'
      using errcode = 'check_violation', constraint = 'messages_visitor_fields',
        detail = 'A new message sets only what the visitor sent.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('private.limit_messages', 0));
  if (select count(*) from public.messages m
      where lower(m.email) = lower(new.email) and m.created_at > now() - interval '1 hour') >= 3
    or (new.sender_hash is not null and (select count(*) from public.messages m
      where m.sender_hash = new.sender_hash and m.created_at > now() - interval '1 hour') >= 5)
    or (select count(*) from public.messages m where m.created_at > now() - interval '1 minute') >= 60
  then
    raise exception 'new row for relation "messages" violates check constraint "messages_rate_limit"'
      using errcode = 'check_violation', constraint = 'messages_rate_limit',
        detail = 'Too many messages. Please try again later.';
  end if;
  new.created_at := now();
  new.read_at := null;
  return new;
end;
$$;

revoke all on function private.limit_messages() from public;

-- The server stores what the visitor sent; the owner works the lead.
grant insert (service, service_name, budget, budget_currency, timeline, referrer_host, utm_source, utm_medium, utm_campaign)
  on public.messages to service_role;
grant update (stage, value_amount, value_currency, follow_up_on, notes) on public.messages to authenticated;

create table public.message_stage_changes (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.messages (id) on delete cascade,
  from_stage text not null,
  to_stage text not null,
  changed_at timestamptz not null default now()
);

create index message_stage_changes_message_idx on public.message_stage_changes (message_id, changed_at);

alter table public.message_stage_changes enable row level security;

create policy "Owners read stage changes" on public.message_stage_changes
  for select to authenticated using ((select private.is_owner()));

-- Only the trigger writes the history: no API role may.
revoke all on public.message_stage_changes from public, anon, authenticated, service_role;
grant select on public.message_stage_changes to authenticated;

-- security definer: it writes a table no API role may write.
create function private.record_stage_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The clock, not the transaction's start: two changes in one transaction keep their order.
  insert into public.message_stage_changes (message_id, from_stage, to_stage, changed_at) values (new.id, old.stage, new.stage, clock_timestamp());
  return null;
end;
$$;

revoke all on function private.record_stage_change() from public;

create trigger messages_stage_history
after update of stage on public.messages
for each row when (old.stage is distinct from new.stage)
execute function private.record_stage_change();

-- The Insights section's figures, as before, with the enquiries of the period (spam left out):
-- per service (key and latest name; null: none chosen) and per source (the UTM source, else the
-- referrer's host, else 'direct'), each source with the visits that arrived from it (the
-- referrer and utm totals count a visit's first page). Security invoker: row-level security shows
-- messages and totals to owners only, so anyone else gets nothing.
create or replace function public.insight_report(days integer)
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
    ),
    'enquiries', (
      with enquiries as (
        select m.service, m.service_name, m.created_at,
          case when m.utm_source is not null then 'utm' when m.referrer_host is not null then 'referrer' else 'direct' end as kind,
          coalesce(m.utm_source, m.referrer_host, '') as label
        from public.messages m
        where (m.created_at at time zone 'utc')::date >= since and m.stage <> 'spam'
      )
      select jsonb_build_object(
        'services', (
          select coalesce(jsonb_agg(jsonb_build_object('service', s.service, 'name', s.name, 'n', s.n) order by s.n desc, s.service nulls last), '[]'::jsonb)
          from (
            select e.service, (array_agg(e.service_name order by e.created_at desc))[1] as name, count(*) as n
            from enquiries e
            group by e.service
            order by count(*) desc, e.service nulls last
            limit 50
          ) s
        ),
        'sources', (
          select coalesce(jsonb_agg(jsonb_build_object('kind', s.kind, 'label', s.label, 'n', s.n, 'visitors', s.visitors) order by s.n desc, s.kind, s.label), '[]'::jsonb)
          from (
            select e.kind, e.label, count(*) as n,
              case when e.kind = 'direct' then null else (
                select coalesce(sum(t.n), 0) from public.insight_totals t where t.day >= since and t.metric = e.kind and t.label = e.label
              ) end as visitors
            from enquiries e
            group by e.kind, e.label
            order by count(*) desc, e.kind, e.label
            limit 50
          ) s
        )
      )
    )
  );
end;
$$;

revoke all on function public.insight_report(integer) from public, anon;
grant execute on function public.insight_report(integer) to authenticated;
