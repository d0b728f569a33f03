import { beforeEach, describe, expect, it, vi } from 'vitest';

const backend = vi.hoisted(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL ??= 'http://127.0.0.1:54321';
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ??= 'sb_publishable_unit';
  return { publicFiles: new Set<string>(), asked: [] as string[] };
});

// The one network call: whether the Storage file still answers.
vi.mock('@/lib/data/public-files', async (original) => ({
  ...(await original<typeof import('@/lib/data/public-files')>()),
  isPublicFileServed: async (url: string) => {
    backend.asked.push(url);
    return backend.publicFiles.has(url);
  },
}));

import { gateOptimisedImages } from '@/lib/images/optimiser-gate';
import { answerOf, proxyRequest } from './answer';

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/project-images/projects/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0/main.webp';
const optimised = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;

beforeEach(() => {
  backend.publicFiles = new Set([STORAGE]);
  backend.asked = [];
});

describe('gateOptimisedImages', () => {
  it('lets the optimiser answer for a Storage file while it is public', async () => {
    expect(answerOf(await gateOptimisedImages(proxyRequest(optimised(STORAGE))))).toBe('served');
    expect(backend.asked).toEqual([STORAGE]);
  });

  it('refuses a Storage file that is no longer public with a 404 no one keeps', async () => {
    backend.publicFiles.clear();
    const answer = await gateOptimisedImages(proxyRequest(optimised(STORAGE)));
    expect(answerOf(answer)).toBe('404');
    expect(answer!.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer!.text()).toBe('Not found');
  });

  it('asks nothing about images from elsewhere, and leaves every other address to the next step', async () => {
    expect(answerOf(await gateOptimisedImages(proxyRequest(optimised('https://images.example.com/a.jpg'))))).toBe('served');
    expect(answerOf(await gateOptimisedImages(proxyRequest('/_next/image')))).toBe('served');
    expect(answerOf(await gateOptimisedImages(proxyRequest(`/projects/harbor?url=${encodeURIComponent(STORAGE)}`)))).toBe('next step');
    expect(backend.asked).toEqual([]);
  });
});
