-- Proposals the database keeps honest, and a secret key that holds only what the server uses.
--
-- 1. A date kept as text (a milestone's due date) is a real calendar date, not only its shape.
--    Rows stored before keep their text: an answered proposal's words never change, and the
--    page shows a date it cannot read as it was written.
-- 2. An answered proposal keeps every word, figure and its answer, for every role: only its
--    address may be revoked or replaced, its opens counted, and its links (the service a line was
--    written from, the version it replaced, its lead) cleared, as deleting what they point at does.
--    Only answer_proposal answers, and only once.
-- 3. A new version closes the one it replaces to answers in the same statement, and the database
--    numbers it; a proposal has one next version at most.
-- 4. public.create_proposal / public.update_proposal write a proposal and its lines in one
--    transaction, as the owner (row-level security and the column grants decide), so a refused
--    line never leaves half a proposal, nor an earlier version closed for nothing.
-- 5. The totals view is read-only for every role, and says so as a refusal (42501).
-- 6. service_role keeps nothing on proposals, their lines and totals, services, testimonials,
--    testimonial requests and their answers: the server reaches them only through the security
--    definer functions it is granted (answer_proposal, submit_testimonial).

create function private.is_calendar_date(value text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or value !~ '^\d{4}-\d{2}-\d{2}$' then
    return false;
  end if;
  perform make_date(substr(value, 1, 4)::integer, substr(value, 6, 2)::integer, substr(value, 9, 2)::integer);
  return true;
exception when datetime_field_overflow or invalid_datetime_format then
  return false;
end;
$$;

revoke all on function private.is_calendar_date(text) from public;
grant execute on function private.is_calendar_date(text) to anon, authenticated, service_role;

create or replace function private.valid_milestones(items jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(
    jsonb_typeof(item) = 'object'
    and jsonb_typeof(item -> 'title') = 'string' and char_length(private.trim_space(item ->> 'title')) between 1 and 160
    and jsonb_typeof(item -> 'due_on') = 'string' and private.is_calendar_date(item ->> 'due_on')
    and (select count(*) from jsonb_object_keys(item)) = 2
  ), true)
  from jsonb_array_elements(items) item;
$$;

-- 3. The version a proposal replaces, closed to answers.
alter table public.proposals add column superseded_at timestamptz;
alter table public.proposals add constraint proposals_previous_id_key unique (previous_id);

-- What the client saw, as one hash: every word and figure of the offer. The service a line was
-- written from is not part of it (the client never sees it, and deleting the service clears it).
create or replace function private.proposal_version(proposal uuid)
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
    'lines', (select coalesce(jsonb_agg(jsonb_build_array(l.description, l.quantity::text, l.unit_price::text) order by l.position), '[]'::jsonb)
              from public.proposal_lines l where l.proposal_id = p.id)
  )::text, 'UTF8')), 'hex')
  from public.proposals p where p.id = proposal;
$$;

-- 2. The freeze, for every role (a trigger binds the table's owner too).
create or replace function private.keep_answered_proposals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- What may still change on an answered (or replaced) proposal.
  loose constant text[] := array['token_hash', 'revoked_at', 'open_count', 'last_opened_at', 'message_id', 'previous_id', 'superseded_at'];
  frozen boolean;
begin
  if tg_table_name = 'proposals' then
    frozen := (old.status <> 'open' or old.superseded_at is not null) and (
      (to_jsonb(new) - loose) is distinct from (to_jsonb(old) - loose)
      -- links are only cleared; the replacement mark is set once
      or (new.message_id is distinct from old.message_id and new.message_id is not null)
      or (new.previous_id is distinct from old.previous_id and new.previous_id is not null)
      or (old.superseded_at is not null and new.superseded_at is distinct from old.superseded_at)
    );
  elsif tg_op = 'DELETE' then
    -- A line of a deleted proposal goes with it (the proposal is gone by then).
    frozen := exists (select 1 from public.proposals p where p.id = old.proposal_id and (p.status <> 'open' or p.superseded_at is not null));
  elsif tg_op = 'UPDATE' and new.service_id is null
    -- (amount is generated after BEFORE triggers run, so NEW does not hold it yet)
    and (to_jsonb(new) - array['service_id', 'amount']) = (to_jsonb(old) - array['service_id', 'amount']) then
    -- The service the line was written from was deleted: the line keeps its words and figures.
    frozen := false;
  else
    frozen := exists (select 1 from public.proposals p where p.id = new.proposal_id and (p.status <> 'open' or p.superseded_at is not null));
  end if;
  if frozen then
    raise exception 'new row for relation "proposals" violates check constraint "proposals_frozen"'
      using errcode = 'check_violation', constraint = 'proposals_frozen',
        detail = 'An answered or replaced proposal cannot change: edit it as a new version.';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

-- 3. A new version: numbered after the one it replaces, which is closed to answers at once.
create function private.number_new_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.previous_id is null then
    new.version := 1;
  else
    -- An unknown one leaves the foreign key to refuse the row.
    new.version := coalesce((select p.version + 1 from public.proposals p where p.id = new.previous_id), 1);
    update public.proposals p set superseded_at = now() where p.id = new.previous_id and p.superseded_at is null;
  end if;
  return new;
end;
$$;

revoke all on function private.number_new_version() from public;

create trigger proposals_new_version before insert on public.proposals
for each row execute function private.number_new_version();

-- The page's read, now with the replacement mark. Otherwise as before.
create or replace function public.open_proposal(token text)
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
      'superseded_at', p.superseded_at, 'created_at', p.created_at, 'version_hash', private.proposal_version(p.id),
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

-- The client's answer, once; 'superseded' when a newer version replaced the one opened.
create or replace function public.answer_proposal(token text, choice text, seen_version text, signer_name text default null, reason_given text default null)
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
  if choice is distinct from 'accept' and choice is distinct from 'decline' then
    raise exception 'answer_proposal: choice must be accept or decline' using errcode = '22023';
  end if;
  select * into target from public.proposals p where p.id = private.proposal_by_token(token) for update;
  if target.id is null then
    return null;
  end if;
  if target.status <> 'open' then
    return 'answered';
  end if;
  if target.superseded_at is not null then
    return 'superseded';
  end if;
  if seen_version is distinct from private.proposal_version(target.id) then
    return 'changed';
  end if;
  if choice = 'accept' then
    update public.proposals p set status = 'accepted', accepted_name = private.trim_space(signer_name), accepted_version = seen_version, answered_at = now()
    where p.id = target.id;
  else
    update public.proposals p set status = 'declined', decline_reason = nullif(private.trim_space(coalesce(reason_given, '')), ''), answered_at = now()
    where p.id = target.id;
  end if;
  update public.messages m set stage = stage_now where m.id = target.message_id and m.stage is distinct from stage_now;
  return case choice when 'accept' then 'accepted' else 'declined' end;
end;
$$;

-- 4. A proposal and its lines, written whole. `fields` holds the proposal's columns as the owner
-- writes them, `lines` an array of {service_id, description, quantity, unit_price} in order;
-- amounts travel as decimal text. Security invoker: the caller's grants and policies apply.
create function public.create_proposal(fields jsonb, lines jsonb)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  made uuid;
begin
  insert into public.proposals (message_id, previous_id, client_name, title, introduction, currency, discount, milestones, project_ids, valid_until, terms, token_hash)
  select r.message_id, r.previous_id, r.client_name, r.title, coalesce(r.introduction, ''), r.currency, coalesce(r.discount, 0),
    coalesce(r.milestones, '[]'::jsonb), coalesce(r.project_ids, '{}'), r.valid_until, coalesce(r.terms, ''), r.token_hash
  from jsonb_populate_record(null::public.proposals, fields) r
  returning id into made;
  perform private.write_proposal_lines(made, lines);
  return made;
end;
$$;

-- An open proposal's new text, lines and all; false when the caller may change no such proposal.
create function public.update_proposal(target uuid, fields jsonb, lines jsonb)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  update public.proposals p set
    client_name = r.client_name, title = r.title, introduction = coalesce(r.introduction, ''), currency = r.currency,
    discount = coalesce(r.discount, 0), milestones = coalesce(r.milestones, '[]'::jsonb), project_ids = coalesce(r.project_ids, '{}'),
    valid_until = r.valid_until, terms = coalesce(r.terms, '')
  from jsonb_populate_record(null::public.proposals, fields) r
  where p.id = target;
  if not found then
    return false;
  end if;
  delete from public.proposal_lines l where l.proposal_id = target;
  perform private.write_proposal_lines(target, lines);
  return true;
end;
$$;

create function private.write_proposal_lines(proposal uuid, lines jsonb)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  insert into public.proposal_lines (proposal_id, position, service_id, description, quantity, unit_price)
  select proposal, (item.n - 1)::integer, r.service_id, r.description, r.quantity, r.unit_price
  from jsonb_array_elements(coalesce(lines, '[]'::jsonb)) with ordinality item(line, n),
    jsonb_populate_record(null::public.proposal_lines, item.line) r;
$$;

revoke all on function public.create_proposal(jsonb, jsonb), public.update_proposal(uuid, jsonb, jsonb), private.write_proposal_lines(uuid, jsonb)
  from public, anon, authenticated, service_role;
grant execute on function public.create_proposal(jsonb, jsonb), public.update_proposal(uuid, jsonb, jsonb), private.write_proposal_lines(uuid, jsonb)
  to authenticated;

-- 5. The totals are the database's sums: no role writes them, and trying is a refusal, not an
-- error about views (PostgreSQL would otherwise report that the view is not updatable first).
create function private.refuse_total_writes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'permission denied for view proposal_totals' using errcode = 'insufficient_privilege',
    detail = 'Totals are computed by the database from the lines and the discount.';
end;
$$;

revoke all on function private.refuse_total_writes() from public;

create trigger proposal_totals_read_only instead of insert or update or delete on public.proposal_totals
for each row execute function private.refuse_total_writes();

-- 6. The secret key on these tables: nothing. What the server does with them goes through
-- answer_proposal and submit_testimonial, which run as their owner.
revoke all on public.proposals, public.proposal_lines, public.proposal_totals, public.services, public.testimonials,
  public.testimonial_requests, public.testimonial_submissions from service_role;
