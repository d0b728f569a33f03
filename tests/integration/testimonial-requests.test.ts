import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import sharp from 'sharp';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitTestimonialAction } from '@/app/(site)/testimonial/[token]/actions';
import { SUBMITTED_PHOTOS_BUCKET } from '@/lib/testimonial-requests/model';
import { TESTIMONIAL_REQUEST_TEXTS } from '@/lib/testimonial-requests/vocabulary';
import { newToken, tokenHash } from '@/lib/data/token-hash';
import { isTestimonialRequestOpen } from '@/lib/testimonial-requests/route-check';
import { approveTestimonial, createTestimonialRequest, listPendingTestimonials, listTestimonialRequests, rejectTestimonial, revokeTestimonialRequest } from '@/lib/testimonial-requests/admin';
import { anonClient, freshUserClient, ownerClient, serverClient } from './clients';

// Testimonials on request, attacked from outside: only a live token opens a request, only the
// server's key may answer it, once, and only the owner reads, approves or rejects the answers.

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const answer = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  quote: 'A pleasure to work with.',
  author_name: 'Ada Client',
  author_role: 'Head of Data',
  company: 'Acme',
  consent: true,
  ...overrides,
});
const submit = (token: string, overrides: Record<string, unknown> = {}) => serverClient().rpc('submit_testimonial', answer(token, overrides));
const tokenOf = (url: string) => url.split('/testimonial/')[1]!;

vi.mock('next/headers', () => ({ headers: vi.fn() }));
let clients = 0;
beforeEach(() => {
  vi.mocked(headers).mockResolvedValue(new Headers({ 'x-forwarded-for': `198.51.100.${++clients}` }) as unknown as Awaited<ReturnType<typeof headers>>);
});

/** The client's form as a browser posts it, with a file of these bytes declared as `type`. */
function posted(token: string, fields: Record<string, string> = {}, photo?: { bytes: Buffer; type: string; name: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ token, quote: 'A pleasure to work with.', authorName: 'Ada Client', authorRole: 'Head of Data', company: 'Acme', consent: 'on', ...fields })) data.set(name, value);
  if (photo) data.set('photo', new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }));
  return data;
}

describe('testimonial requests', () => {
  let owner: SupabaseClient;
  const approved: string[] = [];
  const request = async () => {
    const created = await createTestimonialRequest(owner, { clientName: 'Ada', company: 'Acme', projectId: null, expiresOn: tomorrow() }, 'http://site.test');
    if (!created.ok) throw new Error(created.message);
    return { id: created.value.request.id, token: tokenOf(created.value.url) };
  };
  beforeAll(async () => {
    owner = await ownerClient();
  });
  afterAll(async () => {
    if (approved.length) await owner.from('testimonials').delete().in('id', approved);
    await owner.from('testimonial_requests').delete().eq('client_name', 'Ada');
  });

  it('stores only the hash of the token it hands out once', async () => {
    const { id, token } = await request();
    const { data } = await owner.from('testimonial_requests').select('token_hash').eq('id', id).single();
    expect(data).toEqual({ token_hash: tokenHash(token) });
    expect((await listTestimonialRequests(owner)).find((row) => row.id === id)).not.toHaveProperty('tokenHash');
  });

  for (const [who, client] of [['the public key', async () => anonClient()], ['a signed-in stranger', freshUserClient]] as const) {
    it(`lets ${who} neither list, change nor answer requests, nor read or approve answers`, async () => {
      const { id, token } = await request();
      expect((await submit(token)).data).toBe(true);
      const db = await client();
      expect((await db.from('testimonial_requests').select('id')).data ?? []).toEqual([]);
      expect((await db.from('testimonial_submissions').select('id')).data ?? []).toEqual([]);
      expect((await db.from('testimonial_requests').insert([{ client_name: 'x', company: 'y', token_hash: tokenHash(newToken()), expires_at: new Date(Date.now() + 1e7).toISOString() }])).error).not.toBeNull();
      expect((await db.from('testimonial_requests').update({ revoked_at: new Date().toISOString() }).eq('id', id).select('id')).data ?? []).toEqual([]);
      expect((await db.rpc('submit_testimonial', answer(newToken()))).error).not.toBeNull();
      const [pending] = (await listPendingTestimonials(owner)).filter((row) => row.authorName === 'Ada Client');
      expect(pending).toBeDefined();
      expect((await db.rpc('approve_testimonial_submission', { submission: pending!.id })).data ?? null).toBeNull();
      expect((await db.from('testimonial_submissions').delete().eq('id', pending!.id).select('id')).data ?? []).toEqual([]);
      expect((await db.from('testimonials').select('id').eq('quote', 'A pleasure to work with.')).data).toEqual([]);
      expect((await rejectTestimonial(owner, pending!.id)).ok).toBe(true);
    });
  }

  it('opens a request for its live token only, and refuses wrong, revoked, expired and used tokens alike', async () => {
    const open = async (token: string) => (await anonClient().rpc('testimonial_request_at', { token })).data;
    const live = await request();
    expect(await open(live.token)).toEqual([{ client_name: 'Ada', company: 'Acme', project_title: null }]);
    // The proxy's check of the address agrees.
    expect(await isTestimonialRequestOpen(live.token)).toBe(true);
    expect(await open(newToken())).toEqual([]);

    const revoked = await request();
    expect((await revokeTestimonialRequest(owner, revoked.id)).ok).toBe(true);
    const expired = newToken();
    const past = new Date(Date.now() + 1500).toISOString();
    await owner.from('testimonial_requests').insert([{ client_name: 'Ada', company: 'Acme', token_hash: tokenHash(expired), expires_at: past }]);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const used = await request();
    expect((await submit(used.token)).data).toBe(true);

    for (const token of [newToken(), revoked.token, expired, used.token]) {
      expect(await open(token)).toEqual([]);
      expect(await isTestimonialRequestOpen(token)).toBe(false);
      expect(await submit(token)).toMatchObject({ data: false, error: null });
    }
    expect((await revokeTestimonialRequest(owner, used.id)).ok).toBe(false);
  });

  it('records an answer once, pending and invisible to visitors until the owner approves it', async () => {
    const { token } = await request();
    const quote = `Pending ${randomUUID()}`;
    const [first, second] = await Promise.all([submit(token, { quote }), submit(token, { quote })]);
    expect([first.data, second.data].sort()).toEqual([false, true]);
    const pending = (await listPendingTestimonials(owner)).filter((row) => row.quote === quote);
    expect(pending).toHaveLength(1);
    expect((await anonClient().from('testimonials').select('id').eq('quote', quote)).data).toEqual([]);

    const result = await approveTestimonial(owner, pending[0]!.id);
    if (!result.ok) throw new Error(result.message);
    approved.push(result.value);
    expect((await anonClient().from('testimonials').select('quote, author_name').eq('id', result.value)).data).toEqual([{ quote, author_name: 'Ada Client' }]);
    expect((await listPendingTestimonials(owner)).filter((row) => row.quote === quote)).toEqual([]);
  });

  it('refuses an answer its CHECKs refuse, and leaves the request open', async () => {
    const { token } = await request();
    for (const [overrides, constraint] of [
      [{ quote: 'x'.repeat(601) }, 'testimonial_submissions_quote_length'],
      [{ quote: '   ' }, 'testimonial_submissions_quote_length'],
      [{ consent: false }, 'testimonial_submissions_consent_given'],
      [{ author_name: '' }, 'testimonial_submissions_author_name_length'],
      [{ photo_path: '../people/x.jpg' }, 'testimonial_submissions_photo_path_valid'],
    ] as const) {
      const { error } = await submit(token, overrides);
      expect(error?.message).toContain(constraint);
    }
    expect((await anonClient().rpc('testimonial_request_at', { token })).data).toHaveLength(1);
  });

  describe('the client\'s form', () => {
    const pending = async (quote: string) => (await listPendingTestimonials(owner)).filter((row) => row.quote === quote);
    const storedPhotos = async () => ((await owner.storage.from(SUBMITTED_PHOTOS_BUCKET).list('', { limit: 1000 })).data ?? []).length;

    it.each([
      ['an HTML page', Buffer.from('<!doctype html><title>x</title><script>alert(document.cookie)</script>'), 'me.png'],
      ['an SVG drawing', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'me.png'],
    ])('refuses %s declared as a PNG under the photo, and stores nothing', async (_what, bytes, name) => {
      const { token } = await request();
      const quote = `Bytes ${randomUUID()}`;
      const before = await storedPhotos();
      const result = await submitTestimonialAction(null, posted(token, { quote }, { bytes, type: 'image/png', name }));
      expect(result).toMatchObject({ ok: false, fieldErrors: { photo: [TESTIMONIAL_REQUEST_TEXTS.photoNotImage] }, values: { quote } });
      expect(await pending(quote)).toEqual([]);
      expect(await storedPhotos()).toBe(before);
      // The request stays open for a second try.
      expect((await anonClient().rpc('testimonial_request_at', { token })).data).toHaveLength(1);
    });

    it('stores a real photo drawn again, without what the camera wrote', async () => {
      const { token } = await request();
      const quote = `Photo ${randomUUID()}`;
      const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366cc' } })
        .withExif({ IFD0: { Copyright: '1 Secret Lane' } })
        .jpeg()
        .toBuffer();
      // Its name and declared type are wrong; its bytes are a JPEG.
      expect(await submitTestimonialAction(null, posted(token, { quote }, { bytes, type: 'application/octet-stream', name: 'photo.txt' }))).toEqual({ ok: true, message: TESTIMONIAL_REQUEST_TEXTS.sent });
      const [row] = await pending(quote);
      expect(row?.photoSrc).toMatch(/\.jpg\?/);
      const stored = Buffer.from(await (await fetch(row!.photoSrc!)).arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({ format: 'jpeg', width: 300, exif: undefined });
      expect(stored.includes(Buffer.from('Secret Lane'))).toBe(false);
    });

    it('refuses U+0000 and other control characters field by field, in fixed words, before the database', async () => {
      const { token } = await request();
      const result = await submitTestimonialAction(null, posted(token, { quote: 'Great\u0000work', authorName: 'Ada\nClient' }));
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { quote: ['Quote cannot contain control characters'], authorName: ['Name cannot contain control characters'] },
      });
      expect(JSON.stringify(result)).not.toMatch(/encoding|UTF8|byte sequence|violates/);
      // A line break in the quote is fine.
      expect(await submitTestimonialAction(null, posted(token, { quote: 'Great work.\n\tThank you.' }))).toEqual({ ok: true, message: TESTIMONIAL_REQUEST_TEXTS.sent });
    });
  });
});
