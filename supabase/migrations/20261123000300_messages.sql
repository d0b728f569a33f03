-- Messages visitors send through the contact form. Anyone may send one (the public key can
-- reach /rest/v1 directly, so the rules and the limits live here); only owners may read,
-- mark or delete them.

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  -- A keyed hash of the sender's address, set by the app (null when sent straight to the API).
  sender_hash text,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint messages_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint messages_email_valid check (private.is_email(email)),
  constraint messages_message_length check (char_length(btrim(message)) between 1 and 5000),
  constraint messages_sender_hash_valid check (sender_hash is null or sender_hash ~ '^[0-9a-f]{16,64}$')
);

create index messages_created_at_idx on public.messages (created_at desc);
create index messages_email_idx on public.messages (lower(email), created_at);

-- Bounds on sending, whoever calls: 3 messages per address and 5 per sender an hour, 20 a
-- minute in all. security definer: it counts rows the sender may not read.
create function private.limit_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.messages m
      where lower(m.email) = lower(new.email) and m.created_at > now() - interval '1 hour') >= 3
    or (new.sender_hash is not null and (select count(*) from public.messages m
      where m.sender_hash = new.sender_hash and m.created_at > now() - interval '1 hour') >= 5)
    or (select count(*) from public.messages m where m.created_at > now() - interval '1 minute') >= 20
  then
    raise exception 'new row for relation "messages" violates check constraint "messages_rate_limit"'
      using errcode = 'check_violation', constraint = 'messages_rate_limit',
        detail = 'Too many messages. Please try again later.';
  end if;
  -- Whatever a direct caller sends, a new message is unread and stamped now.
  new.created_at := now();
  new.read_at := null;
  return new;
end;
$$;

revoke all on function private.limit_messages() from public;

create trigger messages_limit
before insert on public.messages
for each row execute function private.limit_messages();

alter table public.messages enable row level security;

create policy "Anyone can send a message" on public.messages for insert to anon, authenticated with check (true);
create policy "Owners read messages" on public.messages for select to authenticated using ((select private.is_owner()));
create policy "Owners mark messages" on public.messages for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "Owners delete messages" on public.messages for delete to authenticated using ((select private.is_owner()));

-- Senders may set only what a message is made of; the owner may change only its read mark.
revoke all on public.messages from anon, authenticated;
grant insert (name, email, message, sender_hash) on public.messages to anon, authenticated;
grant select, delete on public.messages to authenticated;
grant update (read_at) on public.messages to authenticated;
