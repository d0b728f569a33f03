-- Insights hits are written in batches: each app instance adds up the hits it receives for a
-- moment and writes them with one call, so the database's work grows with the number of distinct
-- totals, not with visits (one call per hit saturated a backend that runs one query at a time).
--
-- public.record_insight_batch(hits) takes every hit's per-client throttle and adds the hits that
-- have room, in one transaction: all of the batch is stored, or none of it. Totals are added
-- (n = n + the batch's count), never overwritten, so batches from any number of instances sum
-- exactly. It replaces record_insight and record_insight_hit: the batch function is the only
-- writer of the totals.

drop function public.record_insight_hit(text, integer, integer, text, text, text, text, text, text, date);
drop function public.record_insight(text, text, text, text, text, text, date);

-- `hits` is a JSON array of objects with the keys
--   hit_metric, hit_path                    'visits' or an event, and the page's path;
--   referrer_host, utm_source, screen_class a page view's context, each optional;
--   visitor_key, key_day                    the visitor's key and the day of the salt it was made with;
--   throttle_key, max_hits, window_ms       the client's limit (public.throttle, 'take'), optional.
-- Returns one integer per hit, in order: 0 when counted, the milliseconds until the client may
-- send again when throttled (not counted), or null when the hit's own values are out of bounds
-- (not counted; the others are). A metric the table does not know or invalid throttle values,
-- which only the server sets, fail the whole batch.
create function public.record_insight_batch(hits jsonb)
returns integer[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (private.insight_today()).day;
  outcomes integer[];
  hit record;
begin
  if jsonb_typeof(hits) is distinct from 'array' or jsonb_array_length(hits) not between 1 and 1000 then
    raise exception 'record_insight_batch: hits must be an array of 1 to 1000 hits' using errcode = '22023';
  end if;
  outcomes := array_fill(null::integer, array[jsonb_array_length(hits)]);

  -- Throttled hits in key order: public.throttle locks each key until the transaction ends, and
  -- one order for every batch means two batches sharing clients never wait on each other in a
  -- cycle. Two hits of one client in a batch are taken one after the other, as if sent so.
  for hit in
    select h.ord::integer as ord, h.throttle_key, h.max_hits, h.window_ms
    from rows from (jsonb_to_recordset(hits) as (
      hit_path text, referrer_host text, utm_source text, screen_class text, visitor_key text,
      throttle_key text, max_hits integer, window_ms integer
    )) with ordinality as h (hit_path, referrer_host, utm_source, screen_class, visitor_key, throttle_key, max_hits, window_ms, ord)
    where char_length(h.hit_path) between 1 and 300
      and char_length(coalesce(h.referrer_host, '')) <= 300 and char_length(coalesce(h.utm_source, '')) <= 300
      and char_length(coalesce(h.screen_class, '')) <= 300 and char_length(coalesce(h.visitor_key, '')) <= 128
    order by h.throttle_key nulls first, h.ord
  loop
    outcomes[hit.ord] := case
      when hit.throttle_key is null then 0
      else public.throttle(array[hit.throttle_key], array[hit.max_hits], array[hit.window_ms], 'take')
    end;
  end loop;

  -- One statement adds every counted hit: a page view to its path, to the day's visitors when
  -- its key is new today (a key made with another day's salt is not), to its referrer host, UTM
  -- source and screen class when given; an event to the event under its path. Each total is one
  -- row of one upsert, in one order, so concurrent batches add up exactly and never deadlock.
  with counted as (
    select h.*
    from rows from (jsonb_to_recordset(hits) as (
      hit_metric text, hit_path text, referrer_host text, utm_source text, screen_class text, visitor_key text, key_day date
    )) with ordinality as h (hit_metric, hit_path, referrer_host, utm_source, screen_class, visitor_key, key_day, ord)
    where outcomes[h.ord::integer] = 0
  ),
  new_visitors as (
    insert into private.insight_visitors (day, key)
    select distinct today, c.visitor_key from counted c
    where c.hit_metric = 'visits' and c.visitor_key is not null and c.key_day = today
    order by 2
    on conflict do nothing
    returning 1
  ),
  additions (metric, label) as (
    select c.hit_metric, c.hit_path from counted c
    union all select 'referrer', c.referrer_host from counted c where c.hit_metric = 'visits'
    union all select 'utm', c.utm_source from counted c where c.hit_metric = 'visits'
    union all select 'screen', c.screen_class from counted c where c.hit_metric = 'visits'
    union all select 'visitors', '' from new_visitors
  )
  insert into public.insight_totals as t (day, metric, label, n)
  select today, a.metric, a.label, count(*)
  from additions a
  where a.label is not null
  group by a.metric, a.label
  order by a.metric, a.label
  on conflict (day, metric, label) do update set n = t.n + excluded.n;

  return outcomes;
end;
$$;

revoke all on function public.record_insight_batch(jsonb) from public, anon, authenticated;
grant execute on function public.record_insight_batch(jsonb) to service_role;
