-- One reorder for every owner-ordered list (projects, skills, and any later table with a
-- display_order): swap a row with its neighbour in one transaction. Replaces move_project and
-- move_skill, which were the same body twice.
--
-- Security invoker, so the caller's row-level security applies to every read and write; the
-- owner check up front turns a stranger's call into a clear refusal instead of "nothing moved".
-- Only tables of the public schema that have row-level security on and the columns the order is
-- made of (id, display_order, created_at) can be named.

create function public.move_row(list_name text, row_id uuid, direction text)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  list regclass;
  current_order integer;
  current_created timestamptz;
  neighbour_id uuid;
  neighbour_order integer;
  changed integer;
begin
  if direction is null or direction not in ('up', 'down') then
    raise exception 'direction must be up or down' using errcode = '22023';
  end if;
  if not (select private.is_owner()) then
    raise exception 'only the owner may reorder' using errcode = '42501';
  end if;

  select c.oid into list
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relname = list_name and c.relkind = 'r' and c.relrowsecurity
    and (select count(*) from pg_catalog.pg_attribute a
         where a.attrelid = c.oid and not a.attisdropped
           and a.attname in ('id', 'display_order', 'created_at')) = 3;
  if list is null then
    raise exception 'not an ordered list: %', list_name using errcode = '22023';
  end if;

  execute format('select display_order, created_at from %s where id = $1', list)
    into current_order, current_created using row_id;
  if current_order is null then
    return false;
  end if;

  if direction = 'up' then
    execute format(
      'select id, display_order from %s where (display_order, created_at, id) < ($1, $2, $3)
       order by display_order desc, created_at desc, id desc limit 1', list)
      into neighbour_id, neighbour_order using current_order, current_created, row_id;
  else
    execute format(
      'select id, display_order from %s where (display_order, created_at, id) > ($1, $2, $3)
       order by display_order, created_at, id limit 1', list)
      into neighbour_id, neighbour_order using current_order, current_created, row_id;
  end if;
  if neighbour_id is null then
    return false;
  end if;

  -- Equal orders (e.g. two inserts at once) would make a swap a no-op; nudge them apart.
  if neighbour_order = current_order then
    neighbour_order := current_order + (case when direction = 'up' then -1 else 1 end);
  end if;

  execute format('update %s set display_order = $1 where id = $2', list) using neighbour_order, row_id;
  get diagnostics changed = row_count;
  if changed = 0 then
    return false;
  end if;
  execute format('update %s set display_order = $1 where id = $2', list) using current_order, neighbour_id;
  return true;
end;
$$;

revoke all on function public.move_row(text, uuid, text) from public, anon;
grant execute on function public.move_row(text, uuid, text) to authenticated;

drop function public.move_project(uuid, text);
drop function public.move_skill(uuid, text);
