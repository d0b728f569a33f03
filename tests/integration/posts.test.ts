import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postList, setPostStatus } from '@/lib/posts/list';
import { POST_COLUMNS, POST_CONSTRAINT_MESSAGES } from '@/lib/posts/model';
import { listPublicPosts } from '@/lib/posts/public';
import { forgetPostIndex, lookupPost } from '@/lib/posts/route-index';
import { describeWriteError } from '@/lib/data/write-result';
import { postSchema } from '@/lib/posts/schema';
import { SEEDED_POSTS } from '../../scripts/harness/seed.mjs';
import { anonClient, backend, freshUserClient, ownerClient } from './clients';
import { constraintsOf } from './schema-drift';

// Posts as the database enforces them: visitors read a post only once it is published and its
// publish time has passed (no write happens at that time), only the owner writes, and the
// database refuses what the form refuses.

const input = (overrides: Record<string, string> = {}) =>
  postSchema.parse({ title: `Post ${randomUUID().slice(0, 8)}`, summary: 'A summary.', body: '# Hello\n\nText.', tags: 'Testing, Power BI', ...overrides });

/** What the public key reads over the REST API, as any script would. */
async function publicSlugs(): Promise<string[]> {
  const response = await fetch(`${backend.url}/rest/v1/posts?select=slug`, { headers: { apikey: backend.publishableKey } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { slug: string }[]).map((row) => row.slug);
}

let owner: SupabaseClient;
const created: string[] = [];
beforeAll(async () => {
  owner = await ownerClient();
});
afterAll(async () => {
  if (created.length) await owner.from('posts').delete().in('id', created);
});

async function add(overrides: Record<string, string> = {}) {
  const result = await postList.create(owner, input(overrides));
  if (!result.ok) throw new Error(result.message);
  created.push(result.value.id);
  return result.value;
}

describe('the table', () => {
  it('has the columns and constraints the code names', async () => {
    const { data } = await owner.from('posts').select('*').eq('id', SEEDED_POSTS.wordpress.id).single();
    expect(Object.keys(data!).sort()).toEqual([...POST_COLUMNS].sort());
    expect(Object.keys(POST_CONSTRAINT_MESSAGES).sort()).toEqual([...constraintsOf('posts'), 'posts_slug_key', 'posts_project_id_fkey'].sort());
  });

  it('refuses what the form refuses, in the form\'s words', async () => {
    const refusal = async (row: Record<string, unknown>) => {
      const { error } = await owner.from('posts').insert([{ title: 'T', summary: 'S', body: 'B', ...row }]);
      expect(error).not.toBeNull();
      return describeWriteError(error!, { forbidden: '', constraints: POST_CONSTRAINT_MESSAGES, failed: '' }).message;
    };
    expect(await refusal({ title: ' \n\t ' })).toBe('Title must be 1 to 150 characters');
    expect(await refusal({ tags: ['Power BI'] })).toMatch(/^Use at most 5 tags/);
    expect(await refusal({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toMatch(/^Use at most 5 tags/);
    expect(await refusal({ tags: ['a', 'a'] })).toMatch(/^Use at most 5 tags/);
    expect(await refusal({ cover_path: 'posts/x.png' })).toMatch(/alt text/);
    expect(await refusal({ status: 'scheduled' })).toBe('Status must be draft or published');
    expect(await refusal({ slug: SEEDED_POSTS.wordpress.slug })).toBe('Another post already uses this slug (perhaps one in the trash). Choose another one.');
  });

  it('refuses alt text without a cover, on a new post and on a stored one, and writes nothing', async () => {
    const title = `Alt without a cover ${randomUUID().slice(0, 8)}`;
    const inserted = await owner.from('posts').insert([{ title, summary: 'S', body: 'B', cover_alt: 'A photo that is not there' }]);
    expect({ code: inserted.error?.code, message: inserted.error?.message }).toEqual({ code: '23514', message: expect.stringContaining('posts_cover_valid') });
    expect((await owner.from('posts').select('id').eq('title', title)).data).toEqual([]);

    const before = await postList.get(owner, SEEDED_POSTS.wordpress.id);
    expect(before?.coverPath).toBeNull();
    const updated = await owner.from('posts').update({ cover_alt: 'A photo that is not there' }).eq('id', SEEDED_POSTS.wordpress.id);
    expect({ code: updated.error?.code, message: updated.error?.message }).toEqual({ code: '23514', message: expect.stringContaining('posts_cover_valid') });
    expect(await postList.get(owner, SEEDED_POSTS.wordpress.id)).toEqual(before);
  });
});

describe('who reads what', () => {
  it('gives visitors the published posts whose time has passed, and nothing else', async () => {
    const draft = await add({ status: 'draft' });
    const scheduled = await add({ publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    const slugs = await publicSlugs();
    expect(slugs).toContain(SEEDED_POSTS.wordpress.slug);
    expect(slugs).not.toContain(SEEDED_POSTS.scheduled.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(scheduled.slug);
    // Not by id either, and not through the app's own reads.
    const { data } = await anonClient().from('posts').select('id').in('id', [draft.id, scheduled.id, SEEDED_POSTS.scheduled.id]);
    expect(data).toEqual([]);
    expect((await listPublicPosts()).map((post) => post.id)).not.toContain(scheduled.id);
    // The owner sees them all.
    expect((await postList.list(owner)).map((post) => post.id)).toEqual(expect.arrayContaining([draft.id, scheduled.id, SEEDED_POSTS.scheduled.id]));
  });

  it('shows a post by itself once its publish time passes, with no write', async () => {
    const post = await add({ publishAt: new Date(Date.now() + 3_000).toISOString() });
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await lookupPost({ slug: post.slug })).kind).toBe('unknown');
    await expect.poll(publicSlugs, { timeout: 15_000, interval: 500 }).toContain(post.slug);
    // The proxy's index reads again on a miss (at most every few seconds), so the page is served too.
    await expect.poll(async () => (await lookupPost({ slug: post.slug })).kind, { timeout: 15_000, interval: 1_000 }).toBe('page');
    // Nothing wrote to it meanwhile.
    expect((await postList.get(owner, post.id))!.updatedAt).toBe(post.updatedAt);
  });

  it('keeps old slugs as redirects, readable only while the post is', async () => {
    const post = await add();
    const renamed = await postList.update(owner, post.id, input({ title: post.title, slug: `${post.slug}-renamed` }));
    expect(renamed.ok).toBe(true);
    forgetPostIndex();
    expect(await lookupPost({ slug: post.slug })).toEqual({ kind: 'redirect', slug: `${post.slug}-renamed` });
    expect((await setPostStatus(owner, post.id, 'draft')).ok).toBe(true);
    const { data } = await anonClient().from('post_slugs').select('slug').eq('slug', post.slug);
    expect(data).toEqual([]);
  });

  it('publishing a draft from the list publishes it now, not on the day it was drafted', async () => {
    const draft = await add({ status: 'draft', publishAt: '2020-01-01T00:00:00.000Z' });
    const result = await setPostStatus(owner, draft.id, 'published');
    expect(result.ok && Date.now() - new Date(result.value.publishAt).getTime()).toBeLessThan(60_000);
    expect(await publicSlugs()).toContain(draft.slug);
  });
});

describe('who writes', () => {
  it('refuses visitors and accounts that are not the owner', async () => {
    const { error } = await anonClient().from('posts').insert([{ title: 'x', summary: 'x', body: 'x' }]);
    expect(error?.code).toBe('42501');
    const stranger = await freshUserClient();
    const refused = await postList.create(stranger, input());
    expect(refused).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(await postList.delete(stranger, SEEDED_POSTS.wordpress.id)).toMatchObject({ ok: false });
    expect((await postList.get(owner, SEEDED_POSTS.wordpress.id))?.title).toBe(SEEDED_POSTS.wordpress.title);
  });
});
