import { expect, it, vi } from 'vitest';

// The proxy's checks against a backend that cannot be reached (nothing listens on the discard
// port): each says 'unsure', so the page decides, and logs the cause in one line.
vi.hoisted(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = 'http://127.0.0.1:9';
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_unit';
  process.env.SUPABASE_SECRET_KEY = 'sb_secret_unit-test-key';
});

import { lookupPost } from '@/lib/posts/route-index';
import { lookupProject } from '@/lib/projects/route-index';
import { proposalIsOpen } from '@/lib/proposals/route-check';
import { shareLinkTarget } from '@/lib/share-links/route-check';
import { isTestimonialRequestOpen } from '@/lib/testimonial-requests/route-check';

const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';

it('answers unsure for every check when the backend is down, and logs why', async () => {
  const logged: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
  expect(await lookupProject({ slug: 'harbor' })).toEqual({ kind: 'unsure' });
  expect(await lookupPost({ tag: 'dax' })).toEqual({ kind: 'unsure' });
  expect(await shareLinkTarget('harbor', TOKEN)).toBe('unsure');
  expect(await proposalIsOpen(TOKEN)).toBe('unsure');
  expect(await isTestimonialRequestOpen(TOKEN)).toBe('unsure');
  expect(logged).toEqual([
    '[projects] reading the project index failed: TypeError: fetch failed',
    '[posts] reading the post index failed: TypeError: fetch failed',
    '[projects] checking a share link failed: TypeError: fetch failed',
    '[proposals] checking an address failed: TypeError: fetch failed',
    '[testimonial-requests] checking an address failed: TypeError: fetch failed',
  ]);
});
