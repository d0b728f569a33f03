import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItemHistory, restoreRevision } from '@/lib/history/admin';
import { HISTORY_TEXTS } from '@/lib/history/vocabulary';
import { PROJECT_IMAGES_BUCKET, imageFolder } from '@/lib/images/bucket';
import { PEOPLE_BUCKET } from '@/lib/people/photos';
import { createProject, projectTable, updateProject } from '@/lib/projects/admin';
import { projectSchema } from '@/lib/projects/schema';
import { serviceList } from '@/lib/services/list';
import { newServiceSchema } from '@/lib/services/schema';
import { testimonialList } from '@/lib/testimonials/list';
import { testimonialSchema } from '@/lib/testimonials/schema';
import { anonClient, freshUserClient, ownerClient } from './clients';

// History on the local backend, through supabase-js as the app uses it: an owner's save keeps the
// state before it, the owner alone reads and restores it, and the files a kept revision names stay
// in Storage until no revision names them.

let owner: SupabaseClient;
const services: string[] = [];
beforeAll(async () => {
  owner = await ownerClient();
});
afterAll(async () => {
  if (services.length) await owner.from('services').delete().in('id', services);
});

const service = (overrides: Record<string, string> = {}) =>
  newServiceSchema.parse({
    name: `History ${randomUUID().slice(0, 8)}`,
    outcome: 'A result in one line.',
    description: 'First paragraph.\n\nSecond paragraph.',
    included: 'One thing',
    pricing: 'on_request',
    category: 'wordpress',
    ...overrides,
  });

async function addService(overrides: Record<string, string> = {}) {
  const result = await serviceList.create(owner, service(overrides));
  if (!result.ok) throw new Error(result.message);
  services.push(result.value.id);
  return result.value;
}

const revisionsOf = async (db: SupabaseClient, table: string, id: string) =>
  (await db.from('revisions').select('id, state').eq('table_name', table).eq('row_id', id).order('saved_at', { ascending: false })).data ?? [];

describe('history of an owner’s saves', () => {
  it('keeps the state before a save, shows what changed, and restores it as a new save', async () => {
    const added = await addService();
    const edited = await serviceList.update(owner, added.id, service({ name: added.name, slug: added.slug, description: 'First paragraph.\n\nA new second paragraph.' }));
    expect(edited.ok).toBe(true);

    const history = await getItemHistory(owner, 'services', added.id);
    expect(history).toMatchObject({ table: 'services', title: added.name, section: '/admin/services' });
    expect(history!.revisions).toHaveLength(1);
    expect(history!.revisions[0]!.changes).toEqual([
      {
        field: 'description',
        label: 'Description',
        lines: [
          { kind: 'same', text: 'First paragraph.' },
          { kind: 'same', text: '' },
          { kind: 'removed', text: 'Second paragraph.' },
          { kind: 'added', text: 'A new second paragraph.' },
        ],
      },
    ]);

    const restored = await restoreRevision(owner, history!.revisions[0]!.id);
    expect(restored).toEqual({ ok: true, value: { table: 'services', id: added.id } });
    expect((await serviceList.get(owner, added.id))?.description).toBe('First paragraph.\n\nSecond paragraph.');
    const after = await revisionsOf(owner, 'services', added.id);
    expect(after.map((revision) => revision.state.description)).toEqual(['First paragraph.\n\nA new second paragraph.', 'First paragraph.\n\nSecond paragraph.']);
  });

  it('shows anon and a signed-in stranger no revision, and lets neither restore one', async () => {
    const added = await addService();
    await serviceList.update(owner, added.id, service({ name: added.name, slug: added.slug, outcome: 'Changed.' }));
    const [revision] = await revisionsOf(owner, 'services', added.id);
    const stranger = await freshUserClient();
    for (const db of [anonClient(), stranger]) {
      expect(await revisionsOf(db, 'services', added.id)).toEqual([]);
      expect((await db.from('revisions').insert({ table_name: 'services', row_id: added.id, state: {} })).error).not.toBeNull();
    }
    expect((await anonClient().rpc('restore_revision', { revision_id: revision!.id })).error).not.toBeNull();
    expect((await stranger.rpc('restore_revision', { revision_id: revision!.id })).data).toBe(false);
    expect(await restoreRevision(stranger, revision!.id)).toEqual({ ok: false, reason: 'not_found', message: HISTORY_TEXTS.notFound });
    expect((await serviceList.get(owner, added.id))?.outcome).toBe('Changed.');
    // The service is published: a stranger reads it, and no history of it.
    expect((await getItemHistory(stranger, 'services', added.id))?.revisions).toEqual([]);
  });

  it('refuses a restore whose slug another item took since, in fixed words', async () => {
    const added = await addService();
    await serviceList.update(owner, added.id, service({ name: added.name, slug: `${added.slug}-renamed` }));
    await addService({ slug: added.slug });
    const [revision] = await revisionsOf(owner, 'services', added.id);
    expect(await restoreRevision(owner, revision!.id)).toEqual({ ok: false, reason: 'invalid', message: HISTORY_TEXTS.slugTaken });
  });

  it('answers no history for an unknown table or item', async () => {
    expect(await getItemHistory(owner, 'messages', randomUUID())).toBeNull();
    expect(await getItemHistory(owner, 'services', randomUUID())).toBeNull();
    expect(await getItemHistory(owner, 'services', 'not-a-uuid')).toBeNull();
    expect(await getItemHistory(owner, 'profile', 'true')).toMatchObject({ table: 'profile' });
  });
});

describe('files named by revisions', () => {
  const webp = readFileSync(path.resolve('public/demo/api-gateway.webp'));
  const bytes = webp.buffer.slice(webp.byteOffset, webp.byteOffset + webp.byteLength) as ArrayBuffer;
  const upload = async (bucket: string, file: string) => {
    const { error } = await owner.storage.from(bucket).upload(file, bytes, { contentType: 'image/webp' });
    if (error) throw error;
    return file;
  };
  const names = async (bucket: string, folder: string) => ((await owner.storage.from(bucket).list(folder)).data ?? []).map((file) => file.name.split('/').pop()).sort();
  const project = (images: unknown[]) =>
    projectSchema.parse({ title: `History ${randomUUID().slice(0, 8)}`, description: 'Images.', category: 'wordpress', images: JSON.stringify(images) });

  it('keeps a project image only a revision names through a save that drops it, and restores it; its delete removes them', async () => {
    const id = randomUUID();
    const first = await upload(PROJECT_IMAGES_BUCKET, `${imageFolder(id)}/first.webp`);
    const input = project([{ path: first, alt: 'First' }]);
    expect(await createProject(owner, input, { id })).toMatchObject({ ok: true });
    const second = await upload(PROJECT_IMAGES_BUCKET, `${imageFolder(id)}/second.webp`);
    expect(await updateProject(owner, id, { ...input, images: [{ path: second, alt: 'Second' }] })).toMatchObject({ ok: true });
    expect(await names(PROJECT_IMAGES_BUCKET, imageFolder(id))).toEqual(['first.webp', 'second.webp']);

    const [revision] = await revisionsOf(owner, 'projects', id);
    expect((await restoreRevision(owner, revision!.id)).ok).toBe(true);
    expect((await owner.from('projects').select('images').eq('id', id).single()).data?.images).toEqual([{ path: first, alt: 'First' }]);

    // In the trash it keeps its files and history; deleted for good, both go.
    expect((await projectTable.delete(owner, id)).ok).toBe(true);
    expect(await names(PROJECT_IMAGES_BUCKET, imageFolder(id))).toEqual(['first.webp', 'second.webp']);
    expect((await projectTable.deleteForGood(owner, id)).ok).toBe(true);
    expect(await names(PROJECT_IMAGES_BUCKET, imageFolder(id))).toEqual([]);
  });

  it('keeps a testimonial’s old photo while a revision names it, and removes it once none does', async () => {
    const photo = await upload(PEOPLE_BUCKET, `testimonials/${randomUUID()}.webp`);
    const name = photo.split('/').pop();
    const input = testimonialSchema.parse({ quote: 'A quote.', authorName: 'Ada', authorRole: 'CTO', company: 'History Ltd', photoPath: photo });
    const added = await testimonialList.create(owner, input);
    if (!added.ok) throw new Error(added.message);
    expect((await testimonialList.update(owner, added.value.id, { ...input, photoPath: null })).ok).toBe(true);
    expect(await names(PEOPLE_BUCKET, 'testimonials')).toContain(name);
    // Deleted for good, the testimonial's revisions are forgotten, and the cleanup after it takes the photo.
    expect((await testimonialList.delete(owner, added.value.id)).ok).toBe(true);
    expect(await names(PEOPLE_BUCKET, 'testimonials')).toContain(name);
    expect((await testimonialList.deleteForGood(owner, added.value.id)).ok).toBe(true);
    expect(await names(PEOPLE_BUCKET, 'testimonials')).not.toContain(name);
  });
});
