-- Paid at signing: what a proposal asks the client to pay when they accept, and every payment
-- against it, recorded without anyone typing it in (a signed, matched Stripe event) or by the owner.
--
-- 1. Payment terms per proposal: none, a deposit (a percentage or an amount of the total) or the
--    full amount, and how it is paid (Stripe Checkout, or the owner's instructions). Part of the
--    document: in the version hash, frozen once answered. The amount due is the database's:
--    from the stored total, rounded to the currency's minor unit (ISO 4217: none for JPY, three
--    for KWD, two for most).
-- 2. public.payments: owner-read; written only by the functions below (the server's key for
--    Stripe, the owner's session for a payment they record). public.payment_events keeps every
--    Stripe event once, by its id.
-- 3. begin_checkout / attach_checkout: one payment page at a time per due amount, only for the
--    token of an accepted, current version. record_stripe_event matches an event to its payment,
--    its amount and currency before anything counts as paid; a mismatch is kept and shown.
-- 4. The profile's payment instructions (Markdown): bank details, IBAN, a PayPal address…

-- 1.
create function private.currency_exponent(code text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when code in ('BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF') then 0
    when code in ('BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') then 3
    when code in ('CLF', 'UYW') then 4
    else 2
  end;
$$;

revoke all on function private.currency_exponent(text) from public;
grant execute on function private.currency_exponent(text) to anon, authenticated, service_role;

alter table public.proposals
  add column payment_terms text not null default 'none',
  add column deposit_value numeric,
  add column payment_method text not null default 'instructions',
  add constraint proposals_payment_terms_valid check (
    payment_terms in ('none', 'deposit_percent', 'deposit_amount', 'full')
    and (payment_terms in ('deposit_percent', 'deposit_amount')) = (deposit_value is not null)
    and (payment_terms <> 'deposit_percent' or (deposit_value > 0 and deposit_value <= 100 and scale(deposit_value) <= 2))
    and (payment_terms <> 'deposit_amount' or (deposit_value > 0 and deposit_value <= 10000000000 and scale(deposit_value) <= 2))
  ),
  add constraint proposals_payment_method_valid check (payment_method in ('stripe', 'instructions'));

grant insert (payment_terms, deposit_value, payment_method), update (payment_terms, deposit_value, payment_method) on public.proposals to authenticated;

-- The amount the client pays when accepting: from the stored total, in the currency's minor unit.
create function private.amount_due(terms text, deposit numeric, total numeric, currency text)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case terms
    when 'full' then round(total, private.currency_exponent(currency))
    when 'deposit_percent' then round(total * deposit / 100, private.currency_exponent(currency))
    when 'deposit_amount' then least(round(deposit, private.currency_exponent(currency)), round(total, private.currency_exponent(currency)))
    else 0
  end;
$$;

revoke all on function private.amount_due(text, numeric, numeric, text) from public;
grant execute on function private.amount_due(text, numeric, numeric, text) to authenticated, service_role;

-- The totals view gains the amount due (its columns before stay as they were).
create or replace view public.proposal_totals with (security_invoker = true) as
  select p.id as proposal_id,
    coalesce(sum(l.amount), 0) as subtotal,
    least(p.discount, coalesce(sum(l.amount), 0)) as discount,
    coalesce(sum(l.amount), 0) - least(p.discount, coalesce(sum(l.amount), 0)) as total,
    private.amount_due(p.payment_terms, p.deposit_value, coalesce(sum(l.amount), 0) - least(p.discount, coalesce(sum(l.amount), 0)), p.currency) as amount_due
  from public.proposals p
  left join public.proposal_lines l on l.proposal_id = p.id
  group by p.id;

-- 2.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  -- Kept when the proposal or lead is deleted: the accountant still needs the payment.
  proposal_id uuid references public.proposals (id) on delete set null,
  message_id uuid references public.messages (id) on delete set null,
  reference text not null,
  client_name text not null,
  source text not null,
  status text not null,
  amount numeric not null,
  currency text not null,
  amount_refunded numeric not null default 0,
  method text,
  note text,
  paid_at timestamptz,
  stripe_session_id text,
  stripe_session_url text,
  session_expires_at timestamptz,
  stripe_payment_intent text,
  receipt_url text,
  invoice_url text,
  -- What a Stripe event said when it did not match the amount or currency due.
  mismatch jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payments_source_valid check (source in ('stripe', 'manual')),
  constraint payments_status_valid check (status in ('open', 'processing', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded', 'mismatch')),
  constraint payments_amount_valid check (amount > 0 and amount <= 10000000000),
  constraint payments_currency_valid check (private.is_currency_code(currency)),
  constraint payments_refund_valid check (amount_refunded >= 0 and amount_refunded <= amount),
  constraint payments_paid_dated check ((status in ('paid', 'refunded', 'partially_refunded')) = (paid_at is not null) or status = 'mismatch'),
  constraint payments_manual_complete check (source <> 'manual' or (status = 'paid' and method is not null and stripe_session_id is null)),
  constraint payments_method_length check (method is null or char_length(private.trim_space(method)) between 1 and 60),
  constraint payments_note_length check (note is null or char_length(private.trim_space(note)) between 1 and 500),
  constraint payments_links_valid check ((receipt_url is null or receipt_url ~ '^https://') and (invoice_url is null or invoice_url ~ '^https://')),
  constraint payments_stripe_session_key unique (stripe_session_id)
);

create index payments_proposal_id_idx on public.payments (proposal_id);
create index payments_message_id_idx on public.payments (message_id);
-- One payment page (or payment) at a time for a proposal's due amount.
create unique index payments_one_checkout on public.payments (proposal_id) where source = 'stripe' and status in ('open', 'processing', 'paid');

create table public.payment_events (
  event_id text primary key,
  type text not null,
  payment_id uuid references public.payments (id) on delete set null,
  outcome text not null,
  received_at timestamptz not null default now(),
  payload jsonb not null,
  constraint payment_events_event_id_format check (event_id ~ '^evt_[A-Za-z0-9_]{1,250}$')
);

alter table public.payments enable row level security;
alter table public.payment_events enable row level security;
create policy "Owners read payments" on public.payments for select to authenticated using ((select private.is_owner()));
create policy "Owners read payment events" on public.payment_events for select to authenticated using ((select private.is_owner()));

revoke all on public.payments, public.payment_events from public, anon, authenticated, service_role;
grant select on public.payments, public.payment_events to authenticated;

-- 3. The proposal a token opens for paying: accepted, current (no newer version), and owing.
create function private.payable_proposal(token text)
returns public.proposals
language sql
stable
security definer
set search_path = ''
as $$
  select p.* from public.proposals p
  where p.id = private.proposal_by_token(token) and p.status = 'accepted' and p.superseded_at is null;
$$;

revoke all on function private.payable_proposal(text) from public;

-- A payment page for the token's proposal: 'reuse' an open one that is still valid, 'create' a
-- new payment (the server then creates its Stripe session), or say why not: 'paid' (or being
-- paid), 'none' (nothing due); null for every refusal of the token.
create function public.begin_checkout(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target public.proposals;
  due numeric;
  live public.payments;
  made uuid;
begin
  select * into target from public.proposals p where p.id = (private.payable_proposal(token)).id for update;
  if target.id is null or target.payment_method <> 'stripe' then
    return null;
  end if;
  select t.amount_due into due from public.proposal_totals t where t.proposal_id = target.id;
  if due <= 0 then
    return jsonb_build_object('outcome', 'none');
  end if;
  select * into live from public.payments y where y.proposal_id = target.id and y.source = 'stripe' and y.status in ('open', 'processing', 'paid');
  if live.status in ('processing', 'paid') then
    return jsonb_build_object('outcome', 'paid');
  end if;
  if live.id is not null and live.stripe_session_url is not null and live.session_expires_at > now() + interval '5 minutes' then
    return jsonb_build_object('outcome', 'reuse', 'url', live.stripe_session_url);
  end if;
  if live.id is not null then
    -- Its page is about to end (or was never made): it closes, and a new one takes its place.
    update public.payments y set status = 'expired', updated_at = now() where y.id = live.id;
  end if;
  insert into public.payments (proposal_id, message_id, reference, client_name, source, status, amount, currency)
  values (target.id, target.message_id, target.reference, target.client_name, 'stripe', 'open', due, target.currency)
  returning id into made;
  return jsonb_build_object(
    'outcome', 'create', 'payment_id', made, 'reference', target.reference, 'version', target.version, 'title', target.title,
    'client_email', target.client_email, 'currency', lower(target.currency), 'amount', due::text,
    'amount_minor', (due * power(10, private.currency_exponent(target.currency)))::bigint,
    'full', target.payment_terms = 'full'
  );
end;
$$;

-- The Stripe session made for a new payment: its id, address and end.
create function public.attach_checkout(payment uuid, session_id text, session_url text, expires_at timestamptz)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  update public.payments y set stripe_session_id = session_id, stripe_session_url = session_url, session_expires_at = expires_at, updated_at = now()
  where y.id = payment and y.source = 'stripe' and y.status = 'open' and y.stripe_session_id is null and session_url ~ '^https?://'
  returning true;
$$;

-- Stripe's receipt and invoice pages for a paid payment.
create function public.set_payment_links(payment uuid, receipt text default null, invoice text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.payments y set receipt_url = coalesce(receipt, y.receipt_url), invoice_url = coalesce(invoice, y.invoice_url), updated_at = now()
  where y.id = payment and y.source = 'stripe';
$$;

-- One Stripe event, verified by the server's signature check, stored once by its id and matched
-- to its payment. Answers what it did: 'duplicate', 'unknown', 'ignored', 'paid', 'processing',
-- 'failed', 'expired', 'refunded', 'mismatch' or 'stale' (an event older than what it would undo).
create function public.record_stripe_event(event jsonb)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  kind text := event ->> 'type';
  object jsonb := event -> 'data' -> 'object';
  target public.payments;
  result text;
  due_minor bigint;
  exponent integer;
  happened timestamptz := to_timestamp((event ->> 'created')::double precision);
begin
  begin
    insert into public.payment_events (event_id, type, outcome, payload) values (event ->> 'id', kind, 'received', event);
  exception when unique_violation then
    return 'duplicate';
  end;
  if kind like 'checkout.session.%' then
    select * into target from public.payments y
    where y.id::text = coalesce(object -> 'metadata' ->> 'payment_id', object ->> 'client_reference_id') and y.source = 'stripe' for update;
  elsif kind = 'charge.refunded' then
    select * into target from public.payments y where y.stripe_payment_intent = object ->> 'payment_intent' and y.source = 'stripe' for update;
  else
    update public.payment_events e set outcome = 'ignored' where e.event_id = event ->> 'id';
    return 'ignored';
  end if;
  if target.id is null then
    update public.payment_events e set outcome = 'unknown' where e.event_id = event ->> 'id';
    return 'unknown';
  end if;
  exponent := private.currency_exponent(target.currency);
  due_minor := (target.amount * power(10, exponent))::bigint;

  if kind in ('checkout.session.completed', 'checkout.session.async_payment_succeeded') then
    if (object ->> 'amount_total')::bigint is distinct from due_minor or lower(object ->> 'currency') is distinct from lower(target.currency) then
      result := 'mismatch';
      update public.payments y set status = 'mismatch', updated_at = now(),
        mismatch = jsonb_build_object('event', event ->> 'id', 'amount_total', object -> 'amount_total', 'currency', object -> 'currency')
      where y.id = target.id and y.status not in ('paid', 'refunded', 'partially_refunded');
    elsif kind = 'checkout.session.completed' and object ->> 'payment_status' = 'unpaid' then
      -- A bank debit or transfer: paid later, or not (async_payment_succeeded / _failed).
      result := case when target.status in ('open', 'expired') then 'processing' else 'stale' end;
      update public.payments y set status = 'processing', stripe_payment_intent = object ->> 'payment_intent', updated_at = now()
      where y.id = target.id and y.status in ('open', 'expired');
    else
      result := case when target.status in ('paid', 'refunded', 'partially_refunded') then 'stale' else 'paid' end;
      update public.payments y set status = 'paid', paid_at = happened, stripe_payment_intent = object ->> 'payment_intent', updated_at = now()
      where y.id = target.id and y.status not in ('paid', 'refunded', 'partially_refunded');
      if result = 'paid' then
        update public.messages m set stage = 'won', value_amount = target.amount, value_currency = target.currency
        where m.id = target.message_id;
      end if;
    end if;
  elsif kind = 'checkout.session.async_payment_failed' then
    result := case when target.status in ('open', 'processing') then 'failed' else 'stale' end;
    update public.payments y set status = 'failed', updated_at = now() where y.id = target.id and y.status in ('open', 'processing');
  elsif kind = 'checkout.session.expired' then
    result := case when target.status = 'open' then 'expired' else 'stale' end;
    update public.payments y set status = 'expired', updated_at = now() where y.id = target.id and y.status = 'open';
  elsif kind = 'charge.refunded' then
    result := 'refunded';
    update public.payments y set
      amount_refunded = least(y.amount, (object ->> 'amount_refunded')::numeric / power(10, exponent)),
      status = case when (object ->> 'amount_refunded')::bigint >= due_minor then 'refunded' else 'partially_refunded' end,
      updated_at = now()
    where y.id = target.id and y.status in ('paid', 'refunded', 'partially_refunded');
    if not found then
      result := 'stale';
    end if;
  else
    result := 'ignored';
  end if;
  update public.payment_events e set outcome = result, payment_id = target.id where e.event_id = event ->> 'id';
  return result;
end;
$$;

-- A payment the owner received another way (a bank transfer, cash): always 'paid'.
create function public.record_manual_payment(proposal uuid, amount numeric, paid_on date, method text, note text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target public.proposals;
  made uuid;
begin
  if not (select private.is_owner()) then
    raise exception 'permission denied for table payments' using errcode = 'insufficient_privilege';
  end if;
  select * into target from public.proposals p where p.id = proposal;
  if target.id is null then
    raise exception 'insert or update on table "payments" violates foreign key constraint "payments_proposal_id_fkey"'
      using errcode = 'foreign_key_violation', constraint = 'payments_proposal_id_fkey';
  end if;
  insert into public.payments (proposal_id, message_id, reference, client_name, source, status, amount, currency, method, note, paid_at)
  values (target.id, target.message_id, target.reference, target.client_name, 'manual', 'paid', amount, target.currency,
    private.trim_space(method), nullif(private.trim_space(coalesce(note, '')), ''), paid_on::timestamptz)
  returning id into made;
  return made;
end;
$$;

-- A payment the owner recorded by mistake; Stripe's are Stripe's to change.
create function public.delete_manual_payment(payment uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.payments y where y.id = payment and y.source = 'manual' and (select private.is_owner()) returning true;
$$;

revoke all on function private.payable_proposal(text), public.begin_checkout(text), public.attach_checkout(uuid, text, text, timestamptz),
  public.set_payment_links(uuid, text, text), public.record_stripe_event(jsonb), public.record_manual_payment(uuid, numeric, date, text, text),
  public.delete_manual_payment(uuid)
  from public, anon, authenticated, service_role;
-- The server, after its signature check and throttles; the owner, for what they record.
grant execute on function public.begin_checkout(text), public.attach_checkout(uuid, text, text, timestamptz),
  public.set_payment_links(uuid, text, text), public.record_stripe_event(jsonb) to service_role;
grant execute on function public.record_manual_payment(uuid, numeric, date, text, text), public.delete_manual_payment(uuid) to authenticated;

-- 4.
alter table public.profile
  add column payment_instructions text,
  add constraint profile_payment_instructions_length check (payment_instructions is null or char_length(private.trim_space(payment_instructions)) between 1 and 2000);

-- The version hash and the document gain the payment terms; the document, what was paid.
create or replace function private.proposal_version(proposal uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(sha256(convert_to(jsonb_build_object(
    'id', p.id, 'reference', p.reference, 'version', p.version, 'client_name', p.client_name, 'client_email', p.client_email,
    'sender', p.sender, 'title', p.title, 'introduction', p.introduction,
    'currency', p.currency, 'discount', p.discount::text, 'milestones', p.milestones, 'project_ids', to_jsonb(p.project_ids),
    'valid_until', p.valid_until, 'terms', p.terms,
    'payment_terms', p.payment_terms, 'deposit_value', p.deposit_value::text, 'payment_method', p.payment_method,
    'lines', (select coalesce(jsonb_agg(jsonb_build_array(l.description, l.quantity::text, l.unit_price::text) order by l.position), '[]'::jsonb)
              from public.proposal_lines l where l.proposal_id = p.id)
  )::text, 'UTF8')), 'hex')
  from public.proposals p where p.id = proposal;
$$;

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
                 from public.projects pr where pr.id = any(p.project_ids))
  )
  from public.proposals p join public.proposal_totals t on t.proposal_id = p.id
  where p.id = target;
$$;

create or replace function public.create_proposal(fields jsonb, lines jsonb)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  made uuid;
begin
  insert into public.proposals (message_id, previous_id, client_name, client_email, title, introduction, currency, discount, milestones, project_ids,
    valid_until, terms, token_hash, payment_terms, deposit_value, payment_method)
  select r.message_id, r.previous_id, r.client_name, r.client_email, r.title, coalesce(r.introduction, ''), r.currency, coalesce(r.discount, 0),
    coalesce(r.milestones, '[]'::jsonb), coalesce(r.project_ids, '{}'), r.valid_until, coalesce(r.terms, ''), r.token_hash,
    coalesce(r.payment_terms, 'none'), r.deposit_value, coalesce(r.payment_method, 'instructions')
  from jsonb_populate_record(null::public.proposals, fields) r
  returning id into made;
  perform private.write_proposal_lines(made, lines);
  return made;
end;
$$;

create or replace function public.update_proposal(target uuid, fields jsonb, lines jsonb)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  update public.proposals p set
    client_name = r.client_name, client_email = r.client_email, title = r.title, introduction = coalesce(r.introduction, ''),
    currency = r.currency, discount = coalesce(r.discount, 0), milestones = coalesce(r.milestones, '[]'::jsonb),
    project_ids = coalesce(r.project_ids, '{}'), valid_until = r.valid_until, terms = coalesce(r.terms, ''),
    payment_terms = coalesce(r.payment_terms, 'none'), deposit_value = r.deposit_value, payment_method = coalesce(r.payment_method, 'instructions')
  from jsonb_populate_record(null::public.proposals, fields) r
  where p.id = target;
  if not found then
    return false;
  end if;
  perform private.refresh_proposal_sender(target);
  delete from public.proposal_lines l where l.proposal_id = target;
  perform private.write_proposal_lines(target, lines);
  return true;
end;
$$;

-- What came in, per month and currency, for the owner (refunds taken off): the database's sums.
create view public.payment_month_totals with (security_invoker = true) as
  select to_char(date_trunc('month', y.paid_at at time zone 'utc'), 'YYYY-MM') as month, y.currency,
    count(*)::integer as payments, sum(y.amount - y.amount_refunded) as received
  from public.payments y
  where y.status in ('paid', 'partially_refunded', 'refunded')
  group by 1, 2;

revoke all on public.payment_month_totals from public, anon, authenticated, service_role;
grant select on public.payment_month_totals to authenticated;
