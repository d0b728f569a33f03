import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_IMAGES_BUCKET } from '@/lib/images/bucket';
import { anonClient, freshUserClient, ownerClient } from './clients';

// The bucket's rules, straight against /storage/v1 with the public key: Storage itself refuses
// anyone but an owner, and files of the wrong type or size, whatever the client sends.

const folder = `projects/${randomUUID()}`;
const webp = readFileSync(path.resolve('public/demo/api-gateway.webp'));
const bytes = (buffer: Buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

const bucket = (db: SupabaseClient) => db.storage.from(PROJECT_IMAGES_BUCKET);
const upload = (db: SupabaseClient, name: string, body: ArrayBuffer = bytes(webp), contentType = 'image/webp', upsert = false) =>
  bucket(db).upload(`${folder}/${name}`, body, { contentType, upsert });
const publicUrl = (name: string) => bucket(anonClient()).getPublicUrl(`${folder}/${name}`).data.publicUrl;

let owner: SupabaseClient;
beforeAll(async () => {
  owner = await ownerClient();
  expect((await upload(owner, 'existing.webp')).error).toBeNull();
});
afterAll(async () => {
  const { data } = await bucket(owner).list(folder);
  if (data?.length) await bucket(owner).remove(data.map((file) => `${folder}/${file.name.split('/').pop()}`));
});

describe('the project image bucket', () => {
  for (const [who, client] of [
    ['an anonymous visitor', async () => anonClient()],
    ['a signed-in account that is not the owner', freshUserClient],
  ] as const) {
    it(`refuses uploads, overwrites and deletes from ${who}`, async () => {
      const db = await client();
      const added = await upload(db, `${randomUUID()}.webp`);
      expect(added.error?.message).toMatch(/row-level security/i);
      const overwritten = await upload(db, 'existing.webp', bytes(Buffer.from('not an image')), 'image/png', true);
      expect(overwritten.error).not.toBeNull();
      const removed = await bucket(db).remove([`${folder}/existing.webp`]);
      expect(removed.data ?? []).toEqual([]);
      // The owner's file is still there, unchanged.
      const response = await fetch(publicUrl('existing.webp'));
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(webp)).toBe(true);
    });
  }

  it("lets the owner upload, overwrite and delete, and serves the files publicly", async () => {
    const name = `${randomUUID()}.webp`;
    expect((await upload(owner, name)).error).toBeNull();
    const served = await fetch(publicUrl(name));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await upload(owner, name, bytes(webp), 'image/webp', true)).error).toBeNull();
    const removed = await bucket(owner).remove([`${folder}/${name}`]);
    expect(removed.data).toHaveLength(1);
    // Storage answers a missing object with 400 (code 404 in the body), hosted and local alike.
    expect((await fetch(publicUrl(name))).ok).toBe(false);
  });

  it('refuses a file over 5 MB', async () => {
    const { error } = await upload(owner, 'large.png', new ArrayBuffer(6 * 1024 * 1024), 'image/png');
    expect(error?.message).toMatch(/maximum allowed size/);
  });

  it.each([
    ['an SVG', 'drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml'],
    ['an HTML page', 'page.html', '<script>alert(1)</script>', 'text/html'],
  ])('refuses %s', async (_name, file, body, contentType) => {
    const { error } = await upload(owner, file, bytes(Buffer.from(body)), contentType);
    expect(error?.message).toMatch(/mime type .* is not supported/i);
  });
});
