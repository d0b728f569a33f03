-- The trash: deleting a project, post, service or testimonial sets its deleted_at; the row stays
-- (so its slug stays taken) until the owner deletes it for good or it is purged 30 days later.
-- For visitors a trashed row is a draft: no policy, function or old slug leads to it.

alter table public.projects add column deleted_at timestamptz;
alter table public.posts add column deleted_at timestamptz;
alter table public.services add column deleted_at timestamptz;
alter table public.testimonials add column deleted_at timestamptz;

create index projects_deleted_at_idx on public.projects (deleted_at) where deleted_at is not null;
create index posts_deleted_at_idx on public.posts (deleted_at) where deleted_at is not null;
create index services_deleted_at_idx on public.services (deleted_at) where deleted_at is not null;
create index testimonials_deleted_at_idx on public.testimonials (deleted_at) where deleted_at is not null;

-- Restrictive: whatever else lets a visitor read a row, a trashed one is the owner's alone. The
-- old-slug tables read projects and posts through these policies, so their redirects stop too.
-- (anon may not call private.is_owner, and is never the owner.)
create policy "Visitors never read trashed projects" on public.projects as restrictive for select to anon
  using (deleted_at is null);
create policy "Trashed projects are the owner's alone" on public.projects as restrictive for select to authenticated
  using (deleted_at is null or (select private.is_owner()));
create policy "Visitors never read trashed posts" on public.posts as restrictive for select to anon
  using (deleted_at is null);
create policy "Trashed posts are the owner's alone" on public.posts as restrictive for select to authenticated
  using (deleted_at is null or (select private.is_owner()));
create policy "Visitors never read trashed services" on public.services as restrictive for select to anon
  using (deleted_at is null);
create policy "Trashed services are the owner's alone" on public.services as restrictive for select to authenticated
  using (deleted_at is null or (select private.is_owner()));
create policy "Visitors never read trashed testimonials" on public.testimonials as restrictive for select to anon
  using (deleted_at is null);
create policy "Trashed testimonials are the owner's alone" on public.testimonials as restrictive for select to authenticated
  using (deleted_at is null or (select private.is_owner()));

-- The functions that read projects past row-level security treat a trashed project as a draft.
create or replace function private.is_public_project(project uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.projects p
    where p.id = project and p.status = 'published' and p.visibility = 'public' and p.deleted_at is null);
$$;

create or replace function public.project_at(project_slug text)
returns setof public.projects
language sql
stable
security definer
set search_path = ''
as $$
  select p.* from public.projects p
  where p.slug = project_slug and p.status = 'published' and p.visibility in ('public', 'unlisted') and p.deleted_at is null
  limit 1;
$$;

create or replace function public.unlisted_project_slugs()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select p.slug from public.projects p where p.status = 'published' and p.visibility = 'unlisted' and p.deleted_at is null;
$$;

-- A share link of a trashed project stops working; restoring the project opens it again.
create or replace function public.shared_project(project_slug text, token text)
returns setof public.projects
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  opened uuid;
begin
  update public.share_links l
  set open_count = l.open_count + 1, last_opened_at = now()
  from public.projects p
  where l.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and p.id = l.project_id
    and p.slug = project_slug
    and p.status = 'published'
    and p.deleted_at is null
    and l.revoked_at is null
    and (l.expires_at is null or l.expires_at > now())
  returning l.project_id into opened;
  return query select p.* from public.projects p where p.id = opened;
end;
$$;

create or replace function public.share_link_target(project_slug text, token text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.slug
  from public.share_links l
  join public.projects p on p.id = l.project_id
  where l.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and p.status = 'published'
    and p.deleted_at is null
    and l.revoked_at is null
    and (l.expires_at is null or l.expires_at > now())
    and (p.slug = project_slug or exists (select 1 from public.project_slugs s where s.slug = project_slug and s.project_id = p.id));
$$;

-- A proposal shows a trashed case study no more than a purged one.
create or replace function private.proposal_document(target uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'reference', p.reference, 'version', p.version, 'client_name', p.client_name, 'client_email', p.client_email,
    'sender', p.sender, 'title', p.title, 'introduction', p.introduction,
    'currency', p.currency, 'milestones', p.milestones, 'valid_until', p.valid_until, 'terms', p.terms,
    'status', p.status, 'accepted_name', p.accepted_name, 'decline_reason', p.decline_reason, 'answered_at', p.answered_at,
    'superseded_at', p.superseded_at, 'created_at', p.created_at, 'version_hash', private.proposal_version(p.id),
    'subtotal', t.subtotal::text, 'discount', t.discount::text, 'total', t.total::text,
    'payment_terms', p.payment_terms, 'deposit_value', p.deposit_value::text, 'payment_method', p.payment_method, 'amount_due', t.amount_due::text,
    -- How to pay without Stripe: the owner's instructions as they are now (bank details change).
    'payment_instructions', case when p.payment_terms <> 'none' then (select f.payment_instructions from public.profile f limit 1) end,
    'payments', (select coalesce(jsonb_agg(jsonb_build_object('status', y.status, 'amount', y.amount::text, 'amount_refunded', y.amount_refunded::text,
                   'source', y.source, 'paid_at', y.paid_at, 'receipt_url', y.receipt_url, 'invoice_url', y.invoice_url) order by y.created_at), '[]'::jsonb)
                 from public.payments y where y.proposal_id = p.id and y.status in ('processing', 'paid', 'refunded', 'partially_refunded')),
    'lines', (select coalesce(jsonb_agg(jsonb_build_object('description', l.description, 'quantity', l.quantity::text,
                'unit_price', l.unit_price::text, 'amount', l.amount::text) order by l.position), '[]'::jsonb)
              from public.proposal_lines l where l.proposal_id = p.id),
    'projects', (select coalesce(jsonb_agg(to_jsonb(pr) order by array_position(p.project_ids, pr.id)), '[]'::jsonb)
                 from public.projects pr where pr.id = any(p.project_ids) and pr.deleted_at is null)
  )
  from public.proposals p join public.proposal_totals t on t.proposal_id = p.id
  where p.id = target;
$$;

-- Move up / Move down skip trashed rows: the owner's list does not show them.
create or replace function public.move_row(list_name text, row_id uuid, direction text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  list regclass;
  live text := '';
  current_order integer;
  current_created timestamptz;
  neighbour_id uuid;
  neighbour_order integer;
  changed integer;
begin
  if direction is null or direction not in ('up', 'down') then
    raise exception 'direction must be up or down' using errcode = '22023';
  end if;
  if current_user <> 'postgres' and not (select private.is_owner()) then
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
  if exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = list and a.attname = 'deleted_at' and not a.attisdropped) then
    live := ' and deleted_at is null';
  end if;

  execute format('select display_order, created_at from %s where id = $1%s', list, live)
    into current_order, current_created using row_id;
  if current_order is null then
    return false;
  end if;

  if direction = 'up' then
    execute format(
      'select id, display_order from %s where (display_order, created_at, id) < ($1, $2, $3)%s
       order by display_order desc, created_at desc, id desc limit 1', list, live)
      into neighbour_id, neighbour_order using current_order, current_created, row_id;
  else
    execute format(
      'select id, display_order from %s where (display_order, created_at, id) > ($1, $2, $3)%s
       order by display_order, created_at, id limit 1', list, live)
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

-- Empties what has been in the trash for more than 30 days, in one transaction, and names each
-- row it deleted so the server can remove the files they used. There is no job runner: the admin
-- calls it when the owner visits. (Not a pg_cron job: the database cannot remove Storage files,
-- so a purged project's images would stay public.)
-- Security invoker: the owner's own delete policies apply; any other caller is refused.
create function public.purge_trash()
returns table (kind text, id uuid)
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not coalesce((select private.is_owner()), false) then
    raise exception 'only the owner may empty the trash' using errcode = '42501';
  end if;
  return query
    with gone as (delete from public.testimonials t where t.deleted_at < now() - interval '30 days' returning t.id)
    select 'testimonials'::text, gone.id from gone;
  return query
    with gone as (delete from public.posts t where t.deleted_at < now() - interval '30 days' returning t.id)
    select 'posts'::text, gone.id from gone;
  return query
    with gone as (delete from public.services t where t.deleted_at < now() - interval '30 days' returning t.id)
    select 'services'::text, gone.id from gone;
  return query
    with gone as (delete from public.projects t where t.deleted_at < now() - interval '30 days' returning t.id)
    select 'projects'::text, gone.id from gone;
end;
$$;

revoke all on function public.purge_trash() from public, anon, authenticated, service_role;
grant execute on function public.purge_trash() to authenticated;

-- Who a testimonial request is for: a trashed project is named no more than a purged one.
create or replace function public.testimonial_request_at(token text)
returns table (client_name text, company text, project_title text)
language sql
stable
security definer
set search_path = ''
as $$
  select r.client_name, r.company, p.title
  from public.testimonial_requests r
  left join public.projects p on p.id = r.project_id and p.deleted_at is null
  where r.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and r.used_at is null
    and r.revoked_at is null
    and r.expires_at > now();
$$;
