-- Proposals: what the owner offers a client (often a lead of the inbox), at an address of its own
-- that the client opens, reads, and accepts or declines.
--
-- 1. public.proposals: the client, a title, an introduction and terms (Markdown), a currency and
--    an optional discount, dated milestones, the case studies shown, a valid-until date; the
--    SHA-256 (hex) of a random token as its address, as share links keep theirs; revocation and
--    the opens; and the client's answer. Owners only, through row-level security.
-- 2. public.proposal_lines: quantity × unit price, exact decimals; each line's amount is a
--    generated column and public.proposal_totals sums them, so every total is the database's.
-- 3. An answered proposal is frozen: neither it nor its lines change. Editing it means a new
--    version (previous_id, version + 1) with a new address; the answered one stays readable.
-- 4. public.proposal_is_open(token) for the proxy, public.open_proposal(token) for the page (it
--    counts the open), public.answer_proposal(...) for the client's answer (the server's key
--    only, after its throttle): security definer, one path for every refusal.

-- Milestones: a title (1 to 160 characters) and a due date each.
create function private.valid_milestones(items jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(
    jsonb_typeof(item) = 'object'
    and jsonb_typeof(item -> 'title') = 'string' and char_length(private.trim_space(item ->> 'title')) between 1 and 160
    and jsonb_typeof(item -> 'due_on') = 'string' and (item ->> 'due_on') ~ '^\d{4}-\d{2}-\d{2}$'
    and (select count(*) from jsonb_object_keys(item)) = 2
  ), true)
  from jsonb_array_elements(items) item;
$$;

revoke all on function private.valid_milestones(jsonb) from public;
grant execute on function private.valid_milestones(jsonb) to anon, authenticated, service_role;

create table public.proposals (
  id uuid primary key default gen_random_uuid(),
  message_id uuid references public.messages (id) on delete set null,
  previous_id uuid references public.proposals (id) on delete set null,
  version integer not null default 1,
  client_name text not null,
  title text not null,
  introduction text not null default '',
  currency text not null,
  discount numeric not null default 0,
  -- [{"title": "Design signed off", "due_on": "2027-01-15"}, …]
  milestones jsonb not null default '[]'::jsonb,
  project_ids uuid[] not null default '{}',
  valid_until date not null,
  terms text not null default '',
  token_hash text not null,
  revoked_at timestamptz,
  open_count integer not null default 0,
  last_opened_at timestamptz,
  status text not null default 'open',
  accepted_name text,
  accepted_version text,
  decline_reason text,
  answered_at timestamptz,
  created_at timestamptz not null default now(),
  constraint proposals_client_name_length check (char_length(private.trim_space(client_name)) between 1 and 120),
  constraint proposals_title_length check (char_length(private.trim_space(title)) between 1 and 160),
  constraint proposals_introduction_length check (char_length(introduction) <= 20000),
  constraint proposals_terms_length check (char_length(terms) <= 20000),
  constraint proposals_currency_valid check (private.is_currency_code(currency)),
  constraint proposals_discount_valid check (discount >= 0 and discount <= 100000000 and scale(discount) <= 2),
  constraint proposals_milestones_valid check (
    jsonb_typeof(milestones) = 'array' and jsonb_array_length(milestones) <= 20
    and private.valid_milestones(milestones)
  ),
  constraint proposals_projects_valid check (cardinality(project_ids) <= 6),
  constraint proposals_version_valid check (version between 1 and 1000),
  constraint proposals_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint proposals_token_hash_key unique (token_hash),
  constraint proposals_open_count_valid check (open_count >= 0),
  constraint proposals_status_valid check (status in ('open', 'accepted', 'declined')),
  constraint proposals_answer_complete check (
    (status = 'open') = (answered_at is null)
    and (status = 'accepted') = (accepted_name is not null)
    and (status = 'accepted') = (accepted_version is not null)
    and (decline_reason is null or status = 'declined')
  ),
  constraint proposals_accepted_name_length check (accepted_name is null or char_length(private.trim_space(accepted_name)) between 1 and 120),
  constraint proposals_accepted_version_format check (accepted_version is null or accepted_version ~ '^[0-9a-f]{64}$'),
  constraint proposals_decline_reason_length check (decline_reason is null or char_length(private.trim_space(decline_reason)) between 1 and 2000)
);

create index proposals_message_id_idx on public.proposals (message_id) where message_id is not null;
create index proposals_previous_id_idx on public.proposals (previous_id) where previous_id is not null;

create table public.proposal_lines (
  id uuid primary key default gen_random_uuid(),
  proposal_id uuid not null references public.proposals (id) on delete cascade,
  position integer not null,
  -- The service the line was written from, if any: the description keeps its name as it was.
  service_id uuid references public.services (id) on delete set null,
  description text not null,
  quantity numeric not null,
  unit_price numeric not null,
  amount numeric generated always as (round(quantity * unit_price, 2)) stored,
  constraint proposal_lines_position_key unique (proposal_id, position),
  constraint proposal_lines_position_valid check (position between 0 and 49),
  constraint proposal_lines_description_length check (char_length(private.trim_space(description)) between 1 and 200),
  constraint proposal_lines_quantity_valid check (quantity > 0 and quantity <= 1000000 and scale(quantity) <= 2),
  constraint proposal_lines_unit_price_valid check (unit_price >= 0 and unit_price <= 10000000 and scale(unit_price) <= 2)
);

-- The sums, by the database: subtotal, the discount (never past the subtotal) and the total.
create view public.proposal_totals with (security_invoker = true) as
  select p.id as proposal_id,
    coalesce(sum(l.amount), 0) as subtotal,
    least(p.discount, coalesce(sum(l.amount), 0)) as discount,
    coalesce(sum(l.amount), 0) - least(p.discount, coalesce(sum(l.amount), 0)) as total
  from public.proposals p
  left join public.proposal_lines l on l.proposal_id = p.id
  group by p.id;

alter table public.proposals enable row level security;
alter table public.proposal_lines enable row level security;

create policy "Owners read proposals" on public.proposals for select to authenticated using ((select private.is_owner()));
create policy "Owners write proposals" on public.proposals for insert to authenticated with check ((select private.is_owner()));
create policy "Owners change proposals" on public.proposals for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "Owners delete proposals" on public.proposals for delete to authenticated using ((select private.is_owner()));

create policy "Owners read proposal lines" on public.proposal_lines for select to authenticated using ((select private.is_owner()));
create policy "Owners write proposal lines" on public.proposal_lines for insert to authenticated with check ((select private.is_owner()));
create policy "Owners delete proposal lines" on public.proposal_lines for delete to authenticated using ((select private.is_owner()));

-- The owner writes the offer and its address; the client's answer and the opens are written by
-- the functions below only.
revoke all on public.proposals, public.proposal_lines, public.proposal_totals from public, anon, authenticated;
grant select, delete on public.proposals to authenticated;
grant insert (message_id, previous_id, version, client_name, title, introduction, currency, discount, milestones, project_ids, valid_until, terms, token_hash)
  on public.proposals to authenticated;
grant update (message_id, client_name, title, introduction, currency, discount, milestones, project_ids, valid_until, terms, token_hash, revoked_at)
  on public.proposals to authenticated;
grant select, delete on public.proposal_lines to authenticated;
grant insert (proposal_id, position, service_id, description, quantity, unit_price) on public.proposal_lines to authenticated;
grant select on public.proposal_totals to authenticated;

-- An answered proposal keeps what the client answered to: only its address may be revoked or
-- replaced. (A line of a deleted proposal goes with it.)
create function private.keep_answered_proposals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  frozen boolean;
begin
  if tg_op = 'DELETE' then
    frozen := exists (select 1 from public.proposals p where p.id = old.proposal_id and p.status <> 'open');
  elsif tg_table_name = 'proposals' then
    frozen := old.status <> 'open' and (
      (to_jsonb(new) - array['token_hash', 'revoked_at', 'open_count', 'last_opened_at', 'message_id'])
        is distinct from (to_jsonb(old) - array['token_hash', 'revoked_at', 'open_count', 'last_opened_at', 'message_id'])
    ) and new.status = old.status;
  else
    frozen := exists (select 1 from public.proposals p where p.id = new.proposal_id and p.status <> 'open');
  end if;
  if frozen then
    raise exception 'new row for relation "proposals" violates check constraint "proposals_frozen"'
      using errcode = 'check_violation', constraint = 'proposals_frozen',
        detail = 'An answered proposal cannot change: edit it as a new version.';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

revoke all on function private.keep_answered_proposals() from public;

create trigger proposals_frozen before update on public.proposals
for each row execute function private.keep_answered_proposals();
create trigger proposal_lines_frozen before insert or update or delete on public.proposal_lines
for each row execute function private.keep_answered_proposals();

-- A proposal written for a lead moves it to Proposal (from New or Qualified), with its history.
create function private.lead_gets_proposal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.messages set stage = 'proposal' where id = new.message_id and stage in ('new', 'qualified');
  return null;
end;
$$;

revoke all on function private.lead_gets_proposal() from public;

create trigger proposals_lead_stage after insert on public.proposals
for each row when (new.message_id is not null) execute function private.lead_gets_proposal();

-- What the client saw, as one hash: every word and figure of the offer (jsonb's text form is
-- canonical), so an acceptance names exactly the version it answered.
create function private.proposal_version(proposal uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(sha256(convert_to(jsonb_build_object(
    'id', p.id, 'version', p.version, 'client_name', p.client_name, 'title', p.title, 'introduction', p.introduction,
    'currency', p.currency, 'discount', p.discount::text, 'milestones', p.milestones, 'project_ids', to_jsonb(p.project_ids),
    'valid_until', p.valid_until, 'terms', p.terms,
    'lines', (select coalesce(jsonb_agg(jsonb_build_array(l.description, l.quantity::text, l.unit_price::text, l.service_id) order by l.position), '[]'::jsonb)
              from public.proposal_lines l where l.proposal_id = p.id)
  )::text, 'UTF8')), 'hex')
  from public.proposals p where p.id = proposal;
$$;

-- The proposal a token opens: not revoked, and still valid (UTC days) unless already answered.
create function private.proposal_by_token(token text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.proposals p
  where p.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and p.revoked_at is null
    and (p.status <> 'open' or p.valid_until >= (now() at time zone 'utc')::date);
$$;

revoke all on function private.proposal_version(uuid), private.proposal_by_token(text) from public;

-- For the proxy: whether the address opens a proposal, without counting an open.
create function public.proposal_is_open(token text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.proposal_by_token(token) is not null;
$$;

-- The page's read: the open counted and the whole proposal returned in one call, amounts as
-- exact decimal text; null for every refusal.
create function public.open_proposal(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  opened uuid;
begin
  update public.proposals p set open_count = p.open_count + 1, last_opened_at = now()
  where p.id = private.proposal_by_token(token)
  returning p.id into opened;
  if opened is null then
    return null;
  end if;
  return (
    select jsonb_build_object(
      'id', p.id, 'version', p.version, 'client_name', p.client_name, 'title', p.title, 'introduction', p.introduction,
      'currency', p.currency, 'milestones', p.milestones, 'valid_until', p.valid_until, 'terms', p.terms,
      'status', p.status, 'accepted_name', p.accepted_name, 'decline_reason', p.decline_reason, 'answered_at', p.answered_at,
      'created_at', p.created_at, 'version_hash', private.proposal_version(p.id),
      'subtotal', t.subtotal::text, 'discount', t.discount::text, 'total', t.total::text,
      'lines', (select coalesce(jsonb_agg(jsonb_build_object('description', l.description, 'quantity', l.quantity::text,
                  'unit_price', l.unit_price::text, 'amount', l.amount::text) order by l.position), '[]'::jsonb)
                from public.proposal_lines l where l.proposal_id = p.id),
      'projects', (select coalesce(jsonb_agg(to_jsonb(pr) order by array_position(p.project_ids, pr.id)), '[]'::jsonb)
                   from public.projects pr where pr.id = any(p.project_ids))
    )
    from public.proposals p join public.proposal_totals t on t.proposal_id = p.id
    where p.id = opened
  );
end;
$$;

-- The client's answer, once: 'accepted' or 'declined'; 'answered' when it was answered before,
-- 'changed' when the proposal changed since the version the client saw, null when the token
-- opens nothing. The linked lead moves to Won or Lost (its history records the change).
create function public.answer_proposal(token text, choice text, seen_version text, signer_name text default null, reason_given text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target public.proposals;
  stage_now text := case choice when 'accept' then 'won' else 'lost' end;
begin
  select * into target from public.proposals p where p.id = private.proposal_by_token(token) for update;
  if target.id is null then
    return null;
  end if;
  if target.status <> 'open' then
    return 'answered';
  end if;
  if seen_version is distinct from private.proposal_version(target.id) then
    return 'changed';
  end if;
  if choice = 'accept' then
    update public.proposals p set status = 'accepted', accepted_name = private.trim_space(signer_name), accepted_version = seen_version, answered_at = now()
    where p.id = target.id;
  elsif choice = 'decline' then
    update public.proposals p set status = 'declined', decline_reason = nullif(private.trim_space(coalesce(reason_given, '')), ''), answered_at = now()
    where p.id = target.id;
  else
    raise exception 'answer_proposal: choice must be accept or decline' using errcode = '22023';
  end if;
  update public.messages m set stage = stage_now where m.id = target.message_id and m.stage is distinct from stage_now;
  return case choice when 'accept' then 'accepted' else 'declined' end;
end;
$$;

revoke all on function public.proposal_is_open(text), public.open_proposal(text), public.answer_proposal(text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.proposal_is_open(text), public.open_proposal(text) to anon, authenticated;
-- Only the server answers, after its per-client throttle.
grant execute on function public.answer_proposal(text, text, text, text, text) to service_role;
