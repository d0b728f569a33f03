-- Content travels as one archive (docs/ARCHIVE.md): what the owner wrote and uploaded, read out
-- whole and written back whole into another backend, the way from the local backend to a hosted
-- project and a backup. lib/archive/tables.mjs declares which tables travel, in which order and
-- with which columns; these functions carry out that declaration.
--
-- 1. Only tables of the public schema with row-level security can be named, and only their stored
--    columns travel (a generated one, as a proposal line's amount, is the database's to make).
--    The private schema (owners, throttle counters, the Insights salts and visitor keys) and auth
--    are out of reach.
-- 2. public.content_inventory and public.export_content: for the owner (the admin area's export,
--    with the owner's session) and the secret key (`npm run content:export`). They run as their
--    owner: the secret key's own table privileges stay as narrow as they were.
-- 3. public.import_content: for the secret key only (`npm run content:import`). One transaction:
--    the tables must be empty (or `replace` empties them first); rows go in as they are, with
--    their ids, slugs, order, hashes, dates and answers. The user triggers of these tables (a new
--    row's defaults and number, the freeze of an answered proposal, the messages' rate limit)
--    judge an owner's or a visitor's writes, not rows another database already judged, so they
--    are off for the transaction: the function runs as the tables' owner, which may turn them
--    off (session_replication_role would need a superuser). Keys, uniques and CHECKs still apply.

-- A content table by name: a table of the public schema with row-level security, or an error.
create function private.content_table(table_name text)
returns regclass
language plpgsql
stable
set search_path = ''
as $$
declare
  found regclass;
begin
  select c.oid::regclass into found
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relname = table_name and c.relkind = 'r' and c.relrowsecurity;
  if found is null then
    raise exception 'not a content table: %', coalesce(table_name, 'null') using errcode = '22023';
  end if;
  return found;
end;
$$;

-- The stored columns of a table, in their order, with their types.
create function private.content_columns(rel regclass)
returns table (name text, type regtype)
language sql
stable
set search_path = ''
as $$
  select a.attname::text, a.atttypid::regtype
  from pg_catalog.pg_attribute a
  where a.attrelid = rel and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  order by a.attnum;
$$;

-- The owner, or the server's secret key. A security definer function runs as its owner, but the
-- role the API switched to for the request (PostgREST and the local backend alike) stays set.
create function private.may_move_content()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select current_setting('role', true) = 'service_role' or private.is_owner();
$$;

-- How many rows each table holds, and every stored file of the buckets (folder placeholders,
-- which Storage's dashboard makes and no bucket here accepts back, left out).
create function public.content_inventory(tables text[], buckets text[])
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  counts jsonb := '{}';
  table_name text;
  n bigint;
begin
  if not private.may_move_content() then
    raise exception 'only the owner or the secret key may read the whole content' using errcode = '42501';
  end if;
  if cardinality(tables) > 100 or cardinality(buckets) > 20 then
    raise exception 'content_inventory: too many tables or buckets' using errcode = '22023';
  end if;
  foreach table_name in array coalesce(tables, '{}') loop
    execute format('select count(*) from %s', private.content_table(table_name)) into n;
    counts := counts || jsonb_build_object(table_name, n);
  end loop;
  return jsonb_build_object(
    'tables', counts,
    'files', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'bucket', o.bucket_id, 'path', o.name,
        'bytes', coalesce((o.metadata ->> 'size')::bigint, 0), 'type', o.metadata ->> 'mimetype'
      ) order by o.bucket_id, o.name), '[]'::jsonb)
      from storage.objects o
      where o.bucket_id = any(coalesce(buckets, '{}')) and o.name !~ '(^|/)\.emptyFolderPlaceholder$'
    )
  );
end;
$$;

-- Every row of each table, ordered by its primary key: `tables` is an array of
-- {"name", "columns" (an array, or absent for every stored column), "never" (columns that never
-- leave)}. Exact decimals and big integers travel as text, so no client reads them as a float.
create function public.export_content(tables jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  item jsonb;
  rel regclass;
  wanted text[];
  never text[];
  dropped text[];
  as_text text;
  key_order text;
  rows jsonb;
  result jsonb := '{}';
begin
  if not private.may_move_content() then
    raise exception 'only the owner or the secret key may export the content' using errcode = '42501';
  end if;
  if jsonb_typeof(tables) is distinct from 'array' or jsonb_array_length(tables) > 100 then
    raise exception 'export_content: tables must be an array of at most 100 tables' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(tables) loop
    rel := private.content_table(item ->> 'name');
    wanted := case when jsonb_typeof(item -> 'columns') = 'array' then array(select jsonb_array_elements_text(item -> 'columns')) end;
    never := case when jsonb_typeof(item -> 'never') = 'array' then array(select jsonb_array_elements_text(item -> 'never')) else '{}' end;
    if exists (select 1 from unnest(coalesce(wanted, '{}') || never) w where w not in (select c.name from private.content_columns(rel) c)) then
      raise exception 'export_content: % names a column it does not store', item ->> 'name' using errcode = '22023';
    end if;
    -- What a row holds: every column but those left out, generated ones included in to_jsonb.
    select array(
      select a.attname::text from pg_catalog.pg_attribute a
      where a.attrelid = rel and a.attnum > 0 and not a.attisdropped
        and (a.attgenerated <> '' or a.attname::text = any(never) or (wanted is not null and a.attname::text <> all(wanted)))
    ) into dropped;
    select coalesce(string_agg(format('%L, t.%I::text', c.name, c.name), ', '), '') into as_text
    from private.content_columns(rel) c
    where c.type in ('numeric'::regtype, 'bigint'::regtype) and c.name <> all(dropped);
    select string_agg(format('t.%I', a.attname), ', ' order by k.n) into key_order
    from pg_catalog.pg_index i
    cross join unnest(i.indkey) with ordinality as k (attnum, n)
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = rel and i.indisprimary;
    execute format('select coalesce(jsonb_agg((to_jsonb(t) - $1) || jsonb_build_object(%s) order by %s), ''[]'') from %s t',
      as_text, coalesce(key_order, 't.ctid'), rel)
      into rows using dropped;
    result := result || jsonb_build_object(item ->> 'name', rows);
  end loop;
  return result;
end;
$$;

-- What the database derives from imported rows and keeps outside the content tables: the
-- proposal numbers used so far, so the next proposal is never given one an imported one has.
-- A migration that adds such state replaces this function.
create function private.content_imported()
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into private.proposal_numbers as n (year, last_number)
  select substr(p.reference, 3, 4)::integer, max(substr(p.reference, 8)::integer) from public.proposals p group by 1
  on conflict (year) do update set last_number = greatest(n.last_number, excluded.last_number);
end;
$$;

-- Writes `tables`, an array of {"name", "rows"} in the order their keys need (a table before the
-- tables that point at it), in one transaction; returns how many rows each table received. A
-- row's keys are the columns it sets; a column the archive does not name takes its default.
create function public.import_content(tables jsonb, replace boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  item jsonb;
  rel regclass;
  rels regclass[] := '{}';
  i integer;
  is_filled boolean;
  unknown text;
  column_list text;
  n bigint;
  counts jsonb := '{}';
begin
  if jsonb_typeof(tables) is distinct from 'array' or jsonb_array_length(tables) not between 1 and 100 then
    raise exception 'import_content: tables must be an array of 1 to 100 tables' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(tables) loop
    if jsonb_typeof(item -> 'rows') is distinct from 'array'
      or exists (select 1 from jsonb_array_elements(item -> 'rows') r where jsonb_typeof(r) <> 'object') then
      raise exception 'import_content: the rows of % must be an array of objects', coalesce(item ->> 'name', 'null') using errcode = '22023';
    end if;
    rel := private.content_table(item ->> 'name');
    if rel = any(rels) then
      raise exception 'import_content: % is given twice', item ->> 'name' using errcode = '22023';
    end if;
    rels := rels || rel;
  end loop;

  foreach rel in array rels loop
    execute format('alter table %s disable trigger user', rel);
  end loop;

  foreach rel in array rels loop
    execute format('select exists (select 1 from %s)', rel) into is_filled;
    if is_filled and not coalesce(replace, false) then
      raise exception 'the backend already holds content (%): import into an empty one, or replace it', rel
        using errcode = '55000';
    end if;
  end loop;
  if coalesce(replace, false) then
    for i in reverse cardinality(rels) .. 1 loop
      execute format('delete from %s', rels[i]);
    end loop;
  end if;

  for item in select value from jsonb_array_elements(tables) loop
    rel := private.content_table(item ->> 'name');
    select string_agg(k, ', ' order by k) into unknown
    from (select distinct jsonb_object_keys(r) as k from jsonb_array_elements(item -> 'rows') r) keys
    where k not in (select c.name from private.content_columns(rel) c);
    if unknown is not null then
      raise exception 'the archive''s % has columns this database does not store: %', item ->> 'name', unknown
        using errcode = '22023', hint = 'Apply the newest migrations to this backend first.';
    end if;
    select string_agg(format('%I', k), ', ') into column_list
    from (select distinct jsonb_object_keys(r) as k from jsonb_array_elements(item -> 'rows') r) keys;
    n := 0;
    if column_list is not null then
      execute format('insert into %1$s (%2$s) select %2$s from jsonb_populate_recordset(null::%1$s, $1)', rel, column_list)
        using item -> 'rows';
      get diagnostics n = row_count;
    end if;
    counts := counts || jsonb_build_object(item ->> 'name', n);
  end loop;

  foreach rel in array rels loop
    execute format('alter table %s enable trigger user', rel);
  end loop;
  perform private.content_imported();
  return counts;
end;
$$;

revoke all on function private.content_table(text), private.content_columns(regclass), private.may_move_content(),
  private.content_imported() from public, anon, authenticated, service_role;
revoke all on function public.content_inventory(text[], text[]), public.export_content(jsonb), public.import_content(jsonb, boolean)
  from public, anon, authenticated, service_role;
grant execute on function public.content_inventory(text[], text[]), public.export_content(jsonb) to authenticated, service_role;
grant execute on function public.import_content(jsonb, boolean) to service_role;
