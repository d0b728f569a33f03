import { beforeEach, describe, expect, it, vi } from 'vitest';

// The post index's answers, faked where the step asks them.
const backend = vi.hoisted(() => ({ asked: [] as unknown[], unsure: false }));

vi.mock('@/lib/posts/route-index', () => ({
  lookupPost: async (key: { slug?: string; tag?: string; page?: number }) => {
    backend.asked.push(key);
    if (backend.unsure) return { kind: 'unsure' };
    if (key.slug === 'a-post' || key.tag === 'dax' || key.page === 1 || key.page === 2) return { kind: 'page' };
    if (key.slug === 'an-old-slug') return { kind: 'redirect', slug: 'a-post' };
    return { kind: 'unknown' };
  },
}));

import { routePosts } from '@/lib/posts/route-step';
import { answerOf, proxyRequest } from './answer';

const posts = async (path: string) => answerOf(await routePosts(proxyRequest(path)));

beforeEach(() => {
  backend.asked = [];
  backend.unsure = false;
});

describe('routePosts', () => {
  it('serves /blog and its feeds without asking', async () => {
    for (const path of ['/blog', '/blog/', '/blog/feed.xml', '/blog/atom.xml']) expect(await posts(path), path).toBe('served');
    expect(backend.asked).toEqual([]);
  });

  it('serves a readable post and its share image; sends an old slug to the current one', async () => {
    expect(await posts('/blog/a-post')).toBe('served');
    expect(await posts('/blog/a-post/opengraph-image')).toBe('served');
    expect(await posts('/blog/an-old-slug')).toBe('308 → /blog/a-post');
    expect(await posts('/blog/an-old-slug/opengraph-image')).toBe('404 /post-not-found');
  });

  it('serves a tag a readable post carries and a numbered page there are posts for', async () => {
    expect(await posts('/blog/tags/dax')).toBe('served');
    expect(await posts('/blog/tags/dax/opengraph-image')).toBe('served');
    expect(await posts('/blog/tags/cobol')).toBe('404 /tag-not-found');
    expect(await posts('/blog/page/2')).toBe('served');
    expect(await posts('/blog/page/3')).toBe('404 /post-not-found');
  });

  it('answers anything else with the static 404 page of its kind, asking nothing it can tell by the address', async () => {
    expect(await posts('/blog/nothing-here')).toBe('404 /post-not-found');
    backend.asked = [];
    for (const path of ['/blog/Not_A_Slug', '/blog/page/0', '/blog/page/x', '/blog/a-post/more', '/blog/a/b/c', '/blog/feed.xml/opengraph-image', `/blog/${'a'.repeat(81)}`]) {
      expect(await posts(path), path).toBe('404 /post-not-found');
    }
    expect(await posts('/blog/tags/Not_A_Tag')).toBe('404 /tag-not-found');
    expect(backend.asked).toEqual([]);
  });

  it('lets the page decide when the index cannot be read', async () => {
    backend.unsure = true;
    for (const path of ['/blog/nothing-here', '/blog/tags/cobol', '/blog/page/3']) expect(await posts(path), path).toBe('served');
  });

  it('leaves every other address to the next step', async () => {
    expect(await posts('/blogs')).toBe('next step');
    expect(await posts('/projects/a-post')).toBe('next step');
  });
});
