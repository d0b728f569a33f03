-- A share link opens its project, whatever the project's address: the token identifies it. A
-- rename keeps links working, and a share address under an old slug of the project answers with
-- the current one (the proxy redirects with 308), so code, the owner's list ("Active") and the
-- documentation say the same thing.
--
-- share_link_target(slug, token): the project's current slug when the link is open and `slug` is
-- the project's slug now or one it had before; null otherwise. Like the function it replaces it
-- has no side effects, every refusal is the same null from one query, and an address under
-- another project's slug (or a made-up one) is refused like a wrong token.
create function public.share_link_target(project_slug text, token text)
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
    and l.revoked_at is null
    and (l.expires_at is null or l.expires_at > now())
    and (p.slug = project_slug or exists (select 1 from public.project_slugs s where s.slug = project_slug and s.project_id = p.id));
$$;

revoke all on function public.share_link_target(text, text) from public, anon, authenticated;
grant execute on function public.share_link_target(text, text) to anon, authenticated;

drop function public.share_link_is_open(text, text);
