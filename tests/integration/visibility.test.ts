import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject, getProject, updateProject } from '@/lib/projects/admin';
import { serverSigner, signedImageUrls } from '@/lib/projects/storage';
import { createShareLink, listShareLinks, newShareToken, revokeShareLink, shareTokenHash } from '@/lib/share-links/admin';
import { PRIVATE_PROJECT_IMAGES_BUCKET, PROJECT_IMAGES_BUCKET, imageFolder, publicImageUrl } from '@/lib/images/bucket';
import { projectSchema, type ProjectInput } from '@/lib/projects/schema';
import { forgetProjectIndex, lookupProject } from '@/lib/projects/route-index';
import { shareLinkTarget } from '@/lib/share-links/route-check';
import { anonClient, backend, freshUserClient, ownerSession, serverClient } from './clients';

// Attack-style checks of who may see what: the public key and a signed-in stranger try every
// way in to unlisted and private projects, their share links and their images, and the database
// refuses each one. Only the owner, the exact address (unlisted) and a live token (private) work.

const input = (overrides: Record<string, string> = {}): ProjectInput =>
  projectSchema.parse({ title: `NDA ${randomUUID().slice(0, 8)}`, description: 'Confidential work.', category: 'power_bi', ...overrides });

const visitors = [
  ['the public key', async () => anonClient()],
  ['a signed-in stranger', freshUserClient],
] as const;

const shared = (db: SupabaseClient, slug: string, token: string) => db.rpc('shared_project', { project_slug: slug, token }).select('id, title');
/** Where the proxy sends a share address: the project's current slug, or null for every refusal. */
const target = async (db: SupabaseClient, slug: string, token: string) => (await db.rpc('share_link_target', { project_slug: slug, token })).data;

describe('visibility', () => {
  const session = ownerSession();
  let open: { id: string; slug: string };
  let unlisted: { id: string; slug: string; technologies: string[] };
  let hidden: { id: string; slug: string };
  beforeAll(async () => {
    const technology = `Tech ${randomUUID().slice(0, 6)}`;
    open = await session.add(input({ technologies: technology }));
    unlisted = await session.add(input({ visibility: 'unlisted', technologies: technology }));
    hidden = await session.add(input({ visibility: 'private', technologies: technology }));
  });

  for (const [who, client] of visitors) {
    it(`lists only public projects to ${who}, however it asks`, async () => {
      const db = await client();
      const { data } = await db.from('projects').select('id').in('id', [open.id, unlisted.id, hidden.id]);
      expect(data).toEqual([{ id: open.id }]);
      for (const project of [unlisted, hidden]) {
        expect((await db.from('projects').select('id').eq('slug', project.slug)).data).toEqual([]);
        expect((await db.from('projects').select('id').eq('id', project.id)).data).toEqual([]);
        expect((await db.from('project_slugs').select('slug').eq('project_id', project.id)).data).toEqual([]);
      }
      // A technology only unlisted and private projects name is no page: nothing lists it.
      expect((await db.from('projects').select('id').contains('technologies', unlisted.technologies)).data).toEqual([{ id: open.id }]);
    });

    it(`gives ${who} an unlisted project at its exact address only, and never a private one`, async () => {
      const db = await client();
      const at = async (slug: string) => (await db.rpc('project_at', { project_slug: slug }).select('id')).data;
      expect(await at(unlisted.slug)).toEqual([{ id: unlisted.id }]);
      expect(await at(open.slug)).toEqual([{ id: open.id }]);
      expect(await at(hidden.slug)).toEqual([]);
      expect(await at(unlisted.slug.slice(0, -1))).toEqual([]);
      expect(await at('%')).toEqual([]);
      // Listing unlisted slugs is the server's key's business only.
      const listed = await db.rpc('unlisted_project_slugs');
      expect(listed.data ?? []).toEqual([]);
      expect(listed.error).not.toBeNull();
    });
  }

  it('lets the server key list unlisted slugs (the route index), and nothing else', async () => {
    const { data, error } = await serverClient().rpc('unlisted_project_slugs');
    expect(error).toBeNull();
    expect(data).toContain(unlisted.slug);
    expect(data).not.toContain(hidden.slug);
    expect(data).not.toContain(open.slug);
    // So the proxy serves the unlisted project's address, and never the private one's.
    forgetProjectIndex();
    expect(await lookupProject({ slug: unlisted.slug })).toEqual({ kind: 'page' });
    expect(await lookupProject({ slug: hidden.slug })).toEqual({ kind: 'unknown' });
  });

  describe('share links', () => {
    let token: string;
    let linkId: string;
    beforeAll(async () => {
      const created = await createShareLink(session.db, { projectId: hidden.id, name: 'Acme procurement team', expiresOn: null });
      if (!created.ok) throw new Error(created.message);
      token = created.value.token;
      linkId = created.value.link.id;
    });

    it('stores only the hash of a 256-bit token', async () => {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { data } = await session.db.from('share_links').select('token_hash').eq('id', linkId).single();
      expect(data).toEqual({ token_hash: shareTokenHash(token) });
      expect(JSON.stringify(data)).not.toContain(token);
    });

    it('opens the private project for the right token and records each open', async () => {
      const db = anonClient();
      expect(await target(db, hidden.slug, token)).toBe(hidden.slug);
      expect(await shareLinkTarget(hidden.slug, token)).toBe(hidden.slug);
      expect(await shareLinkTarget(hidden.slug, newShareToken())).toBeNull();
      const before = (await listShareLinks(session.db, hidden.id)).find((link) => link.id === linkId)!;
      expect((await shared(db, hidden.slug, token)).data).toEqual([{ id: hidden.id, title: expect.any(String) }]);
      expect((await shared(await freshUserClient(), hidden.slug, token)).data).toHaveLength(1);
      const after = (await listShareLinks(session.db, hidden.id)).find((link) => link.id === linkId)!;
      expect(after.openCount).toBe(before.openCount + 2);
      expect(after.lastOpenedAt).not.toBeNull();
      // Checking a link (the proxy) is not an open.
      await target(db, hidden.slug, token);
      expect((await listShareLinks(session.db, hidden.id)).find((link) => link.id === linkId)!.openCount).toBe(after.openCount);
    });

    it('refuses a wrong token, another project’s slug, and a hash passed as the token, all alike', async () => {
      const db = anonClient();
      for (const [slug, guess] of [
        [hidden.slug, newShareToken()],
        [hidden.slug, token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')],
        [open.slug, token],
        [unlisted.slug, token],
        [hidden.slug, shareTokenHash(token)],
        [hidden.slug, ''],
      ]) {
        expect(await shared(db, slug!, guess!)).toMatchObject({ data: [], error: null });
        expect(await target(db, slug!, guess!)).toBeNull();
      }
    });

    it('follows its project through a rename: the old slug leads to the new one, a made-up slug is refused', async () => {
      const renamed = `${hidden.slug}-renamed`;
      const saved = await updateProject(session.db, hidden.id, input({ visibility: 'private', slug: renamed }));
      expect(saved).toMatchObject({ ok: true });
      try {
        const db = anonClient();
        expect(await target(db, renamed, token)).toBe(renamed);
        expect(await target(db, hidden.slug, token)).toBe(renamed);
        expect(await target(db, `${hidden.slug}-made-up`, token)).toBeNull();
        expect((await shared(db, renamed, token)).data).toEqual([{ id: hidden.id, title: expect.any(String) }]);
      } finally {
        expect(await updateProject(session.db, hidden.id, input({ visibility: 'private', slug: hidden.slug }))).toMatchObject({ ok: true });
      }
      // Renamed back: both addresses still lead to the project, now under its first slug.
      expect(await target(anonClient(), renamed, token)).toBe(hidden.slug);
    });

    it('refuses an expired link', async () => {
      const soon = newShareToken();
      const expiresAt = new Date(Date.now() + 1500);
      const { error } = await session.db
        .from('share_links')
        .insert([{ project_id: hidden.id, name: 'Short-lived', token_hash: shareTokenHash(soon), expires_at: expiresAt.toISOString() }]);
      expect(error).toBeNull();
      expect(await target(anonClient(), hidden.slug, soon)).toBe(hidden.slug);
      // Wait until the expiry has certainly passed (a fixed point in time, not a guess).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt.getTime() - Date.now()) + 300));
      expect((await shared(anonClient(), hidden.slug, soon)).data).toEqual([]);
      expect(await target(anonClient(), hidden.slug, soon)).toBeNull();
    });

    for (const [who, client] of visitors) {
      it(`lets ${who} neither list, create, revoke nor delete links`, async () => {
        const db = await client();
        expect((await db.from('share_links').select('id')).data ?? []).toEqual([]);
        const added = await db.from('share_links').insert([{ project_id: hidden.id, name: 'Mine now', token_hash: shareTokenHash(newShareToken()) }]);
        expect(added.error).not.toBeNull();
        const revoked = await db.from('share_links').update({ revoked_at: new Date().toISOString() }).eq('id', linkId).select('id');
        expect(revoked.data ?? []).toEqual([]);
        const deleted = await db.from('share_links').delete().eq('id', linkId).select('id');
        expect(deleted.data ?? []).toEqual([]);
        expect(await target(anonClient(), hidden.slug, token)).toBe(hidden.slug);
      });
    }

    it('stops opening once revoked', async () => {
      const revoked = await revokeShareLink(session.db, linkId);
      expect(revoked).toMatchObject({ ok: true, value: { revokedAt: expect.any(String) } });
      expect((await shared(anonClient(), hidden.slug, token)).data).toEqual([]);
      expect(await target(anonClient(), hidden.slug, token)).toBeNull();
      expect(await revokeShareLink(session.db, linkId)).toMatchObject({ ok: false, reason: 'not_found' });
    });
  });

  it('hides a testimonial about an unlisted or private project from visitors', async () => {
    const quote = (project: string) => ({ quote: 'Great work.', author_name: 'A', author_role: 'B', company: 'C', project_id: project });
    const { data, error } = await session.db.from('testimonials').insert([quote(open.id), quote(unlisted.id), quote(hidden.id)]).select('id, project_id');
    expect(error).toBeNull();
    try {
      for (const [, client] of visitors) {
        const seen = (await (await client()).from('testimonials').select('project_id').in('id', data!.map((row) => row.id))).data;
        expect(seen).toEqual([{ project_id: open.id }]);
      }
      expect((await session.db.from('testimonials').select('id').in('id', data!.map((row) => row.id))).data).toHaveLength(3);
    } finally {
      await session.db.from('testimonials').delete().in('id', data!.map((row) => row.id));
    }
  });

  it('hides a testimonial about a draft project from visitors, even when the project is public', async () => {
    const draft = await session.add(input(), { status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', visibility: 'public' });
    const { data, error } = await session.db.from('testimonials')
      .insert([{ quote: 'Great work.', author_name: 'A', author_role: 'B', company: 'C', project_id: draft.id }]).select('id').single();
    expect(error).toBeNull();
    try {
      for (const [, client] of visitors) {
        expect((await (await client()).from('testimonials').select('id').eq('id', data!.id)).data).toEqual([]);
      }
      expect((await session.db.from('testimonials').select('id').eq('id', data!.id)).data).toEqual([{ id: data!.id }]);
      // Published, it is the visitors' to read.
      expect((await session.db.from('projects').update({ status: 'published' }).eq('id', draft.id)).error).toBeNull();
      expect((await anonClient().from('testimonials').select('id').eq('id', data!.id)).data).toEqual([{ id: data!.id }]);
    } finally {
      await session.db.from('testimonials').delete().eq('id', data!.id);
    }
  });

  it('refuses video addresses that are not a canonical YouTube, Vimeo or Loom embed', async () => {
    for (const url of ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://evil.example/embed/dQw4w9WgXcQ', 'javascript:alert(1)', 'https://player.vimeo.com/video/1?x=1']) {
      const { error } = await session.db.from('projects').update({ video_url: url }).eq('id', open.id);
      expect(error?.message).toMatch(/projects_video_url_valid/);
    }
    const { error } = await session.db.from('projects').update({ video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }).eq('id', open.id);
    expect(error).toBeNull();
  });
});

describe('private images', () => {
  const session = ownerSession();
  const webp = readFileSync(path.resolve('public/demo/api-gateway.webp'));
  const body = webp.buffer.slice(webp.byteOffset, webp.byteOffset + webp.byteLength) as ArrayBuffer;
  const names = async (bucket: string, id: string) => ((await session.db.storage.from(bucket).list(imageFolder(id))).data ?? []).map((file) => file.name.split('/').pop()).sort();
  const fetchPublic = (file: string) => fetch(publicImageUrl(backend.url, file));

  it('moves a project’s files to the private bucket when it becomes private and back when it becomes public, losing none', async () => {
    const id = randomUUID();
    const files = ['main.webp', 'second.webp'].map((name) => `${imageFolder(id)}/${name}`);
    for (const file of files) expect((await session.db.storage.from(PROJECT_IMAGES_BUCKET).upload(file, body, { contentType: 'image/webp' })).error).toBeNull();
    const images = JSON.stringify(files.map((file, n) => ({ path: file, alt: `Screen ${n + 1}` })));
    const created = await createProject(session.db, input({ images }), { id });
    expect(created.ok).toBe(true);
    session.created.push(id);
    expect((await fetchPublic(files[0]!)).status).toBe(200);

    // Public → private: the files move, their public paths stop answering.
    expect((await updateProject(session.db, id, input({ images, visibility: 'private' }))).ok).toBe(true);
    expect(await names(PRIVATE_PROJECT_IMAGES_BUCKET, id)).toEqual(['main.webp', 'second.webp']);
    expect(await names(PROJECT_IMAGES_BUCKET, id)).toEqual([]);
    for (const file of files) expect((await fetchPublic(file)).status).not.toBe(200);
    for (const [, client] of visitors) {
      const db = await client();
      const download = await db.storage.from(PRIVATE_PROJECT_IMAGES_BUCKET).download(files[0]!);
      expect(download.data).toBeNull();
      const signed = await db.storage.from(PRIVATE_PROJECT_IMAGES_BUCKET).createSignedUrl(files[0]!, 60);
      expect(signed.data).toBeNull();
      expect((await db.storage.from(PRIVATE_PROJECT_IMAGES_BUCKET).list(imageFolder(id))).data ?? []).toEqual([]);
    }
    // The server's key signs an address (after a share link was accepted); it serves the same bytes.
    const signed = await signedImageUrls(serverSigner(), files, 60);
    expect([...signed.keys()].sort()).toEqual(files);
    const served = await fetch(signed.get(files[0]!)!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);
    // The owner's project, read back through the data layer, shows the files at signed addresses.
    const owned = await getProject(session.db, id);
    for (const [n, file] of files.entries()) {
      expect(owned?.images[n]?.src.startsWith(`${backend.url}/storage/v1/object/sign/${PRIVATE_PROJECT_IMAGES_BUCKET}/${file}?token=`)).toBe(true);
    }

    // Private → unlisted (not private): back to the public bucket, same bytes.
    expect((await updateProject(session.db, id, input({ images, visibility: 'unlisted' }))).ok).toBe(true);
    expect(await names(PROJECT_IMAGES_BUCKET, id)).toEqual(['main.webp', 'second.webp']);
    expect(await names(PRIVATE_PROJECT_IMAGES_BUCKET, id)).toEqual([]);
    for (const file of files) {
      const response = await fetchPublic(file);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(webp)).toBe(true);
    }
  });

  it('keeps every file where it was when the save is refused', async () => {
    const id = randomUUID();
    const file = `${imageFolder(id)}/only.webp`;
    expect((await session.db.storage.from(PROJECT_IMAGES_BUCKET).upload(file, body, { contentType: 'image/webp' })).error).toBeNull();
    const images = JSON.stringify([{ path: file, alt: 'Only' }]);
    expect((await createProject(session.db, input({ images }), { id })).ok).toBe(true);
    session.created.push(id);
    // A title the database refuses (over its limit, past the form's own check).
    const refused = await updateProject(session.db, id, { ...input({ images, visibility: 'private' }), title: 'x'.repeat(201) });
    expect(refused.ok).toBe(false);
    expect(await names(PROJECT_IMAGES_BUCKET, id)).toEqual(['only.webp']);
    expect(await names(PRIVATE_PROJECT_IMAGES_BUCKET, id)).toEqual([]);
    expect((await fetchPublic(file)).status).toBe(200);
  });

  it('lets no visitor upload into the private bucket', async () => {
    for (const [, client] of visitors) {
      const db = await client();
      const { error } = await db.storage.from(PRIVATE_PROJECT_IMAGES_BUCKET).upload(`projects/${randomUUID()}/x.webp`, body, { contentType: 'image/webp' });
      expect(error).not.toBeNull();
    }
  });
});
