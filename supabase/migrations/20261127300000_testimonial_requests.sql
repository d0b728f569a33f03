-- Testimonials on request. The owner makes a request for a client: a single-use link
-- (/testimonial/<token>) with an expiry. The client's answer arrives as a pending submission that
-- only the owner reads; approving it makes a testimonial, rejecting it deletes it. Like share
-- links, only the SHA-256 (hex) of the random token is stored.

create table public.testimonial_requests (
  id uuid primary key default gen_random_uuid(),
  client_name text not null,
  company text not null,
  project_id uuid references public.projects (id) on delete set null,
  token_hash text not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint testimonial_requests_client_name_length check (char_length(private.trim_space(client_name)) between 1 and 100),
  constraint testimonial_requests_company_length check (char_length(private.trim_space(company)) between 1 and 100),
  constraint testimonial_requests_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint testimonial_requests_token_hash_key unique (token_hash),
  constraint testimonial_requests_expiry_valid check (expires_at > created_at)
);

create index testimonial_requests_created_at_idx on public.testimonial_requests (created_at);
create index testimonial_requests_project_id_idx on public.testimonial_requests (project_id);

-- What a client sent: one per request, waiting for the owner. The photo is a file name in the
-- private bucket below; the project is the request's.
create table public.testimonial_submissions (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.testimonial_requests (id) on delete cascade,
  quote text not null,
  author_name text not null,
  author_role text not null,
  company text not null,
  photo_path text,
  consent boolean not null,
  created_at timestamptz not null default now(),
  constraint testimonial_submissions_request_id_key unique (request_id),
  constraint testimonial_submissions_quote_length check (char_length(private.trim_space(quote)) between 1 and 600),
  constraint testimonial_submissions_author_name_length check (char_length(private.trim_space(author_name)) between 1 and 100),
  constraint testimonial_submissions_author_role_length check (char_length(private.trim_space(author_role)) between 1 and 100),
  constraint testimonial_submissions_company_length check (char_length(private.trim_space(company)) between 1 and 100),
  constraint testimonial_submissions_photo_path_valid check (photo_path is null or photo_path ~ '^[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|avif)$'),
  constraint testimonial_submissions_consent_given check (consent)
);

alter table public.testimonial_requests enable row level security;
alter table public.testimonial_submissions enable row level security;

create policy "Owners read testimonial requests" on public.testimonial_requests for select to authenticated
  using ((select private.is_owner()));
create policy "Owners create testimonial requests" on public.testimonial_requests for insert to authenticated
  with check ((select private.is_owner()));
create policy "Owners revoke testimonial requests" on public.testimonial_requests for update to authenticated
  using ((select private.is_owner())) with check ((select private.is_owner()));
create policy "Owners delete testimonial requests" on public.testimonial_requests for delete to authenticated
  using ((select private.is_owner()));

create policy "Owners read testimonial submissions" on public.testimonial_submissions for select to authenticated
  using ((select private.is_owner()));
create policy "Owners delete testimonial submissions" on public.testimonial_submissions for delete to authenticated
  using ((select private.is_owner()));

revoke all on public.testimonial_requests, public.testimonial_submissions from anon, authenticated;
grant select, delete on public.testimonial_requests, public.testimonial_submissions to authenticated;
grant insert (client_name, company, project_id, token_hash, expires_at) on public.testimonial_requests to authenticated;
grant update (revoked_at) on public.testimonial_requests to authenticated;

-- Who a request is for, while it is open (unused, unrevoked, unexpired); no row for any refusal,
-- from one lookup of the hash. No side effects: the page may be opened more than once.
create function public.testimonial_request_at(token text)
returns table (client_name text, company text, project_title text)
language sql
stable
security definer
set search_path = ''
as $$
  select r.client_name, r.company, p.title
  from public.testimonial_requests r
  left join public.projects p on p.id = r.project_id
  where r.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and r.used_at is null
    and r.revoked_at is null
    and r.expires_at > now();
$$;

-- The client's answer: the request is marked used and the submission stored in one transaction,
-- so a request is answered once; a refused row (a CHECK) leaves the request open. False for any
-- refusal of the token. Only the server's key may call it: the server throttles each client and
-- stores the photo before it calls.
create function public.submit_testimonial(
  token text,
  quote text,
  author_name text,
  author_role text,
  company text,
  consent boolean,
  photo_path text default null
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  answered uuid;
begin
  update public.testimonial_requests r
  set used_at = now()
  where r.token_hash = encode(sha256(convert_to(coalesce(submit_testimonial.token, ''), 'UTF8')), 'hex')
    and r.used_at is null
    and r.revoked_at is null
    and r.expires_at > now()
  returning r.id into answered;
  if answered is null then
    return false;
  end if;
  insert into public.testimonial_submissions (request_id, quote, author_name, author_role, company, photo_path, consent)
  values (answered, submit_testimonial.quote, submit_testimonial.author_name, submit_testimonial.author_role,
    submit_testimonial.company, submit_testimonial.photo_path, coalesce(submit_testimonial.consent, false));
  return true;
end;
$$;

-- Approval: the submission becomes a testimonial (about the request's project) and is deleted,
-- in one transaction. With the caller's rights, so row-level security decides: for anyone but an
-- owner the submission does not exist and nothing happens (null). `photo` is where the owner's
-- action copied the photo in the people bucket.
create function public.approve_testimonial_submission(submission uuid, photo text default null)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  approved uuid;
begin
  insert into public.testimonials (quote, author_name, author_role, company, photo_path, project_id)
  select s.quote, s.author_name, s.author_role, s.company, photo, r.project_id
  from public.testimonial_submissions s
  join public.testimonial_requests r on r.id = s.request_id
  where s.id = submission
  returning id into approved;
  if approved is null then
    return null;
  end if;
  delete from public.testimonial_submissions s where s.id = submission;
  return approved;
end;
$$;

revoke all on function public.testimonial_request_at(text), public.submit_testimonial(text, text, text, text, text, boolean, text),
  public.approve_testimonial_submission(uuid, text) from public, anon, authenticated;
grant execute on function public.testimonial_request_at(text) to anon, authenticated;
grant execute on function public.submit_testimonial(text, text, text, text, text, boolean, text) to service_role;
grant execute on function public.approve_testimonial_submission(uuid, text) to authenticated;

-- Photos sent with a submission: private until approved (then copied into the people bucket).
-- The server stores them after checking the token; owners read, copy and remove them.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('testimonial-uploads', 'testimonial-uploads', false, 1048576, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Owners read submitted photos" on storage.objects for select to authenticated
  using (bucket_id = 'testimonial-uploads' and (select private.is_owner()));
create policy "Owners remove submitted photos" on storage.objects for delete to authenticated
  using (bucket_id = 'testimonial-uploads' and (select private.is_owner()));
create policy "The server stores submitted photos" on storage.objects for insert to service_role
  with check (bucket_id = 'testimonial-uploads');
create policy "The server reads submitted photos" on storage.objects for select to service_role
  using (bucket_id = 'testimonial-uploads');
create policy "The server removes submitted photos" on storage.objects for delete to service_role
  using (bucket_id = 'testimonial-uploads');
