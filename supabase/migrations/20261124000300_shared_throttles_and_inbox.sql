-- Throttles every app instance shares, and an inbox only the server writes to.
--
-- 1. private.throttle_hits holds one row per counted attempt under a keyed hash (the app hashes
--    addresses with a server secret, so none is stored in clear). public.throttle() is the only
--    way in, and only the server's secret key (service_role) may call it: the public key can
--    neither read a bucket nor burn someone else's.
-- 2. Messages: the public key loses INSERT. The server action checks and throttles a message
--    per client, then writes it with the secret key, which may set only what a message is made
--    of. The trigger keeps its per-address and per-sender limits as a second line, and its
--    global cap is raised so that one client can no longer reach it.

create table private.throttle_hits (
  key text not null,
  hit_at timestamptz not null,
  expires_at timestamptz not null
);

create index throttle_hits_key_idx on private.throttle_hits (key, hit_at desc);
create index throttle_hits_expires_at_idx on private.throttle_hits (expires_at);

revoke all on private.throttle_hits from public, anon, authenticated;

-- Sliding windows, one per key: `maxes[i]` hits in `windows_ms[i]` milliseconds under `keys[i]`.
--   mode 'check':  counts only;
--   mode 'take':   counts and, when every key has room, records a hit under each (one step);
--   mode 'record': records a hit under each key that still has room (a refused sign-in).
-- Returns 0 when one more fits under every key, else the milliseconds until it does.
-- Callers of the same key queue on an advisory lock, so concurrent takes cannot overshoot; every
-- call deletes expired rows, so the table holds at most `max` rows per key in use.
create function public.throttle(keys text[], maxes integer[], windows_ms integer[], mode text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  now_at timestamptz := clock_timestamp();
  n integer := coalesce(cardinality(keys), 0);
  i integer;
  lock_key text;
  window_len interval;
  blocking timestamptz;
  wait_ms integer := 0;
  full_keys boolean[] := '{}';
begin
  if mode not in ('check', 'take', 'record') or n = 0 or n > 10
    or cardinality(maxes) is distinct from n or cardinality(windows_ms) is distinct from n then
    raise exception 'throttle: invalid arguments' using errcode = '22023';
  end if;
  for i in 1..n loop
    if keys[i] is null or char_length(keys[i]) not between 1 and 200
      or maxes[i] is null or maxes[i] not between 1 and 1000
      or windows_ms[i] is null or windows_ms[i] not between 1000 and 86400000 then
      raise exception 'throttle: invalid limit %', i using errcode = '22023';
    end if;
  end loop;

  -- In key order, so two callers sharing keys never wait on each other in a cycle.
  for lock_key in select distinct k from unnest(keys) as k order by k loop
    perform pg_advisory_xact_lock(hashtextextended('throttle:' || lock_key, 0));
  end loop;

  delete from private.throttle_hits where expires_at <= now_at;

  for i in 1..n loop
    window_len := make_interval(secs => windows_ms[i] / 1000.0);
    -- The max-th newest hit in the window: while it is there, the key is full.
    select h.hit_at into blocking
    from private.throttle_hits h
    where h.key = keys[i] and h.hit_at > now_at - window_len
    order by h.hit_at desc
    offset maxes[i] - 1 limit 1;
    full_keys := full_keys || (blocking is not null);
    if blocking is not null then
      wait_ms := greatest(wait_ms, ceil(extract(epoch from (blocking + window_len - now_at)) * 1000)::integer, 1);
    end if;
  end loop;

  if mode = 'take' and wait_ms = 0 or mode = 'record' then
    insert into private.throttle_hits (key, hit_at, expires_at)
    select keys[j], now_at, now_at + make_interval(secs => windows_ms[j] / 1000.0)
    from generate_subscripts(keys, 1) as j
    where not full_keys[j];
  end if;
  return wait_ms;
end;
$$;

revoke all on function public.throttle(text[], integer[], integer[], text) from public, anon, authenticated;
grant execute on function public.throttle(text[], integer[], integer[], text) to service_role;

-- Messages come only through the server.
drop policy "Anyone can send a message" on public.messages;
revoke insert on public.messages from anon, authenticated;
revoke all on public.messages from service_role;
grant insert (name, email, message, sender_hash) on public.messages to service_role;
-- The messages_email_valid CHECK calls it as the inserting role.
grant usage on schema private to service_role;
grant execute on function private.is_email(text) to service_role;
-- service_role bypasses row-level security on hosted Supabase; the policy says the same to any
-- backend that does not.
create policy "The server sends messages" on public.messages for insert to service_role with check (true);

-- The same bounds as before per address and per sender; 60 a minute in all instead of 20. The
-- app lets one client store at most 5 in 10 minutes and the per-sender bound allows 5 an hour,
-- so one client can no longer close the form for everyone: reaching the cap takes a dozen
-- clients sending all they may in the same minute. It still bounds a distributed flood (and the
-- owner's notification mail) to 3,600 an hour. The lock makes concurrent inserts count each
-- other.
create or replace function private.limit_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
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
