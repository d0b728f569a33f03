-- A proposal as a business document: who it is from, who it is for, its reference and its date.
--
-- 1. The profile's business details, each optional and shown on proposals only when set: a
--    business name, a postal address and a tax (VAT) number.
-- 2. Each proposal has a reference, P-<year>-<number>, numbered by the database per year and
--    never reused (a new version keeps its proposal's reference), the client's e-mail address
--    (optional), and the sender as the owner last saved it: the profile's name, business, e-mail,
--    address and tax number, copied when the proposal is written, so a later profile change
--    never rewrites what a client read or answered.
-- 3. The version hash covers them too; the document (open_proposal, and preview_proposal for
--    the owner) returns them; create_proposal and update_proposal write the e-mail address.

-- 1.
alter table public.profile
  add column business_name text,
  add column business_address text,
  add column tax_id text,
  add constraint profile_business_name_length check (business_name is null or char_length(private.trim_space(business_name)) between 1 and 120),
  add constraint profile_business_address_length check (business_address is null or char_length(private.trim_space(business_address)) between 1 and 300),
  add constraint profile_tax_id_length check (tax_id is null or char_length(private.trim_space(tax_id)) between 1 and 40);

-- 2.
create table private.proposal_numbers (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);
revoke all on private.proposal_numbers from public, anon, authenticated, service_role;

-- The sender block as the profile has it now.
create function private.proposal_sender()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select jsonb_strip_nulls(jsonb_build_object('name', p.name, 'business_name', p.business_name, 'email', p.contact_email,
      'address', p.business_address, 'tax_id', p.tax_id))
    from public.profile p limit 1
  ), '{}'::jsonb);
$$;

revoke all on function private.proposal_sender() from public;
grant execute on function private.proposal_sender() to authenticated;

alter table public.proposals
  add column reference text,
  add column client_email text,
  add column sender jsonb not null default '{}'::jsonb,
  add constraint proposals_client_email_valid check (client_email is null or private.is_email(client_email));

-- The proposals written so far: numbered by their first version's year and date, their later
-- versions after them; their sender as the profile has it today. (Answered ones change only by
-- this migration: their freeze is lifted for these two columns alone, here.)
alter table public.proposals disable trigger proposals_frozen;
with recursive chains as (
  select p.id, p.id as root from public.proposals p where p.previous_id is null
  union all
  select p.id, c.root from public.proposals p join chains c on p.previous_id = c.id
), roots as (
  select p.id, extract(year from p.created_at at time zone 'utc')::integer as year,
    row_number() over (partition by extract(year from p.created_at at time zone 'utc') order by p.created_at, p.id) as number
  from public.proposals p where p.previous_id is null
)
update public.proposals p set reference = format('P-%s-%s', r.year, lpad(r.number::text, 3, '0')), sender = private.proposal_sender()
from chains c join roots r on r.id = c.root
where p.id = c.id;
alter table public.proposals enable trigger proposals_frozen;

insert into private.proposal_numbers (year, last_number)
select substr(reference, 3, 4)::integer, max(substr(reference, 8)::integer) from public.proposals where reference is not null group by 1;

alter table public.proposals
  alter column reference set not null,
  add constraint proposals_reference_format check (reference ~ '^P-\d{4}-\d{3,}$'),
  add constraint proposals_reference_version_key unique (reference, version);

-- A new proposal is numbered; a new version keeps the number of the one it replaces (and closes
-- it to answers). Both carry the sender as the profile has it now.
create or replace function private.number_new_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_year integer := extract(year from now() at time zone 'utc')::integer;
  number integer;
begin
  new.sender := private.proposal_sender();
  if new.previous_id is not null then
    select p.version + 1, p.reference into new.version, new.reference from public.proposals p where p.id = new.previous_id;
    if new.reference is not null then
      update public.proposals p set superseded_at = now() where p.id = new.previous_id and p.superseded_at is null;
      return new;
    end if;
    -- An unknown one leaves the foreign key to refuse the row.
  end if;
  new.version := 1;
  insert into private.proposal_numbers as n (year, last_number) values (this_year, 1)
  on conflict on constraint proposal_numbers_pkey do update set last_number = n.last_number + 1
  returning n.last_number into number;
  new.reference := format('P-%s-%s', this_year, lpad(number::text, 3, '0'));
  return new;
end;
$$;

grant insert (client_email), update (client_email) on public.proposals to authenticated;

-- 3. What the client saw, as one hash: every word and figure of the offer, its reference, the
-- client and the sender.
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
    'lines', (select coalesce(jsonb_agg(jsonb_build_array(l.description, l.quantity::text, l.unit_price::text) order by l.position), '[]'::jsonb)
              from public.proposal_lines l where l.proposal_id = p.id)
  )::text, 'UTF8')), 'hex')
  from public.proposals p where p.id = proposal;
$$;

-- The whole document as the client reads it, amounts as exact decimal text: one definition for
-- the client's page (open_proposal) and the owner's preview (preview_proposal).
create function private.proposal_document(target uuid)
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
    'lines', (select coalesce(jsonb_agg(jsonb_build_object('description', l.description, 'quantity', l.quantity::text,
                'unit_price', l.unit_price::text, 'amount', l.amount::text) order by l.position), '[]'::jsonb)
              from public.proposal_lines l where l.proposal_id = p.id),
    'projects', (select coalesce(jsonb_agg(to_jsonb(pr) order by array_position(p.project_ids, pr.id)), '[]'::jsonb)
                 from public.projects pr where pr.id = any(p.project_ids))
  )
  from public.proposals p join public.proposal_totals t on t.proposal_id = p.id
  where p.id = target;
$$;

revoke all on function private.proposal_document(uuid) from public;

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
  return case when opened is null then null else private.proposal_document(opened) end;
end;
$$;

-- The owner's preview: the same document, without counting an open; null for anyone else.
create function public.preview_proposal(target uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.proposal_document(target) where (select private.is_owner());
$$;

revoke all on function public.preview_proposal(uuid) from public, anon, service_role;
grant execute on function public.preview_proposal(uuid) to authenticated;

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
  insert into public.proposals (message_id, previous_id, client_name, client_email, title, introduction, currency, discount, milestones, project_ids, valid_until, terms, token_hash)
  select r.message_id, r.previous_id, r.client_name, r.client_email, r.title, coalesce(r.introduction, ''), r.currency, coalesce(r.discount, 0),
    coalesce(r.milestones, '[]'::jsonb), coalesce(r.project_ids, '{}'), r.valid_until, coalesce(r.terms, ''), r.token_hash
  from jsonb_populate_record(null::public.proposals, fields) r
  returning id into made;
  perform private.write_proposal_lines(made, lines);
  return made;
end;
$$;

-- Saving an open proposal also brings its sender up to date with the profile.
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
    project_ids = coalesce(r.project_ids, '{}'), valid_until = r.valid_until, terms = coalesce(r.terms, '')
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

-- The sender is no column the owner writes: only the database copies it from the profile.
create function private.refresh_proposal_sender(target uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.proposals p set sender = private.proposal_sender()
  where p.id = target and p.status = 'open' and p.superseded_at is null and (select private.is_owner());
$$;

revoke all on function private.refresh_proposal_sender(uuid) from public, anon, service_role;
grant execute on function private.refresh_proposal_sender(uuid) to authenticated;
