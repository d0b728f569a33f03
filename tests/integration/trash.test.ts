import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sitemap from '@/app/sitemap';
import { PROJECT_IMAGES_BUCKET, imageFolder } from '@/lib/images/bucket';
import { postList } from '@/lib/posts/list';
import { postSchema } from '@/lib/posts/schema';
import { siteFeed } from '@/lib/posts/site-feed';
import { getProject, listProjects, projectTable } from '@/lib/projects/admin';
import { listPublicProjects } from '@/lib/projects/public';
import { projectSchema } from '@/lib/projects/schema';
import { listPublicServices, serviceList } from '@/lib/services/list';
import { newServiceSchema } from '@/lib/services/schema';
import { testimonialList } from '@/lib/testimonials/list';
import { testimonialSchema } from '@/lib/testimonials/schema';
import { listTrash, purgeTrash } from '@/lib/trash/trash';
import { anonClient, freshUserClient, ownerSession } from './clients';

// The trash through the data layer on the local backend: a delete moves an item there (gone from
// every public read, the sitemap and the feed, listed in the trash, its slug still taken), Restore
// brings it back, Delete for good and the purge delete it with its files.

const session = ownerSession();
let owner: SupabaseClient;
const posts: string[] = [];
const services: string[] = [];
beforeAll(() => {
  owner = session.db;
});
afterAll(async () => {
  if (posts.length) await owner.from('posts').delete().in('id', posts);
  if (services.length) await owner.from('services').delete().in('id', services);
});

const unique = () => randomUUID().slice(0, 8);
const trashed = async () => (await listTrash(owner)).map(({ kind, id }) => `${kind}:${id}`);
const bucket = () => owner.storage.from(PROJECT_IMAGES_BUCKET);
const files = async (id: string) => ((await bucket().list(imageFolder(id))).data ?? []).map((file) => file.name.split('/').pop());

/** A project with one uploaded image, as the form adds it. */
async function projectWithImage(title: string) {
  const id = randomUUID();
  const webp = readFileSync(path.resolve('public/demo/api-gateway.webp'));
  const { error } = await bucket().upload(`${imageFolder(id)}/shot.webp`, webp, { contentType: 'image/webp' });
  if (error) throw error;
  const images = JSON.stringify([{ path: `${imageFolder(id)}/shot.webp`, alt: 'A screen' }]);
  return session.add(projectSchema.parse({ title, description: 'D.', category: 'other', images }), { id });
}

const inSitemap = async (slug: string) => (await sitemap()).some((entry) => entry.url.endsWith(`/projects/${slug}`));

describe('a project in the trash', () => {
  it('leaves every public read and the sitemap, is listed in the trash, comes back on Restore', async () => {
    const project = await session.add(projectSchema.parse({ title: `Trash ${unique()}`, description: 'D.', category: 'other', technologies: 'Trashium' }));
    expect(await inSitemap(project.slug)).toBe(true);

    expect(await projectTable.delete(owner, project.id)).toEqual({ ok: true, value: undefined });
    expect((await listPublicProjects()).map((p) => p.id)).not.toContain(project.id);
    expect(await inSitemap(project.slug)).toBe(false);
    expect((await anonClient().from('projects').select('id').eq('id', project.id)).data).toEqual([]);
    // The owner's own lists and edit page leave it out too; the trash has it.
    expect((await listProjects(owner)).map((p) => p.id)).not.toContain(project.id);
    expect(await getProject(owner, project.id)).toBeNull();
    expect(await trashed()).toContain(`projects:${project.id}`);
    // Its address stays taken.
    expect(await session.add(projectSchema.parse({ title: project.title, description: 'D.', category: 'other' }))).toMatchObject({ slug: `${project.slug}-2` });
    // A second delete finds nothing to delete.
    expect(await projectTable.delete(owner, project.id)).toMatchObject({ ok: false, reason: 'not_found' });

    expect(await projectTable.restore(owner, project.id)).toEqual({ ok: true, value: undefined });
    expect(await inSitemap(project.slug)).toBe(true);
    expect(await trashed()).not.toContain(`projects:${project.id}`);
    expect(await projectTable.restore(owner, project.id)).toMatchObject({ ok: false, reason: 'not_found' });
    // Only a trashed project is deleted for good.
    expect(await projectTable.deleteForGood(owner, project.id)).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('is refused to a signed-in stranger: delete, restore and delete for good change nothing', async () => {
    const project = await session.add(projectSchema.parse({ title: `Trash ${unique()}`, description: 'D.', category: 'other' }));
    const stranger = await freshUserClient();
    expect(await projectTable.delete(stranger, project.id)).toMatchObject({ ok: false });
    expect(await projectTable.delete(owner, project.id)).toMatchObject({ ok: true });
    expect(await projectTable.restore(stranger, project.id)).toMatchObject({ ok: false });
    expect(await projectTable.deleteForGood(stranger, project.id)).toMatchObject({ ok: false });
    expect(await listTrash(stranger)).toEqual([]);
    expect(await trashed()).toContain(`projects:${project.id}`);
  });

  it('keeps its files in the trash; Delete for good removes them', async () => {
    const { id } = await projectWithImage(`Trash ${unique()}`);
    expect(await projectTable.delete(owner, id)).toMatchObject({ ok: true });
    expect(await files(id)).toEqual(['shot.webp']);
    expect(await projectTable.deleteForGood(owner, id)).toEqual({ ok: true, value: undefined });
    expect(await files(id)).toEqual([]);
    expect((await owner.from('projects').select('id').eq('id', id)).data).toEqual([]);
  });
});

describe('posts, services and testimonials in the trash', () => {
  it('takes a post out of the feed and keeps its slug taken', async () => {
    const title = `Trashed post ${unique()}`;
    const created = await postList.create(owner, postSchema.parse({ title, summary: 'S.', body: 'Body.', tags: 'Testing' }));
    if (!created.ok) throw new Error(created.message);
    posts.push(created.value.id);
    expect(siteFeedText(await siteFeed())).toContain(title);

    expect(await postList.delete(owner, created.value.id)).toEqual({ ok: true, value: undefined });
    expect(siteFeedText(await siteFeed())).not.toContain(title);
    expect((await postList.list(owner)).map((post) => post.id)).not.toContain(created.value.id);
    const again = await postList.create(owner, postSchema.parse({ title: 'Another', slug: created.value.slug, summary: 'S.', body: 'Body.', tags: '' }));
    expect(again).toMatchObject({ ok: false, message: 'Another post already uses this slug (perhaps one in the trash). Choose another one.' });

    expect(await postList.restore(owner, created.value.id)).toMatchObject({ ok: true });
    expect(siteFeedText(await siteFeed())).toContain(title);
  });

  it('takes a service off the public list; a testimonial too, and back', async () => {
    const service = await serviceList.create(owner, newServiceSchema.parse({ name: `Trash ${unique()}`, outcome: 'O', description: 'D', category: 'other', pricing: 'on_request', status: 'published' }));
    if (!service.ok) throw new Error(service.message);
    services.push(service.value.id);
    const quote = await testimonialList.create(owner, testimonialSchema.parse({ quote: `Trash ${unique()}`, authorName: 'Ada', authorRole: 'CTO', company: 'Acme' }));
    if (!quote.ok) throw new Error(quote.message);

    expect(await serviceList.delete(owner, service.value.id)).toMatchObject({ ok: true });
    expect(await testimonialList.delete(owner, quote.value.id)).toMatchObject({ ok: true });
    expect((await listPublicServices()).map((s) => s.id)).not.toContain(service.value.id);
    expect((await testimonialList.listPublic()).map((t) => t.id)).not.toContain(quote.value.id);
    expect(await trashed()).toEqual(expect.arrayContaining([`services:${service.value.id}`, `testimonials:${quote.value.id}`]));

    expect(await serviceList.restore(owner, service.value.id)).toMatchObject({ ok: true });
    expect((await listPublicServices()).map((s) => s.id)).toContain(service.value.id);
    expect(await testimonialList.deleteForGood(owner, quote.value.id)).toEqual({ ok: true, value: undefined });
    expect(await trashed()).not.toContain(`testimonials:${quote.value.id}`);
  });
});

describe('the purge', () => {
  it('deletes for good what has been in the trash for 30 days, and its files, for the owner only', async () => {
    const [old, recent] = [await projectWithImage(`Old ${unique()}`), await projectWithImage(`Recent ${unique()}`)];
    await owner.from('projects').update({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() }).eq('id', old.id);
    await owner.from('projects').update({ deleted_at: new Date(Date.now() - 29 * 86_400_000).toISOString() }).eq('id', recent.id);

    expect(await purgeTrash(await freshUserClient())).toBe(0);
    expect(await trashed()).toEqual(expect.arrayContaining([`projects:${old.id}`, `projects:${recent.id}`]));
    expect(await purgeTrash(owner)).toBeGreaterThanOrEqual(1);
    const left = await trashed();
    expect(left).not.toContain(`projects:${old.id}`);
    expect(left).toContain(`projects:${recent.id}`);
    expect([await files(old.id), await files(recent.id)]).toEqual([[], ['shot.webp']]);
  });
});

function siteFeedText(feed: Awaited<ReturnType<typeof siteFeed>>) {
  return feed.rss2();
}
