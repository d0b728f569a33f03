import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject, getProject, listProjects, projectTable, updateProject } from '@/lib/projects/admin';
import {
  countPublicProjects,
  getPublicProject,
  listPublicProjectPage,
  listPublicProjects,
  listPublicSimilarProjects,
} from '@/lib/projects/public';
import { PROJECT_IMAGES_BUCKET, imageFolder } from '@/lib/images/bucket';
import { projectSchema, type ProjectInput } from '@/lib/projects/schema';
import { anonClient, freshUserClient, ownerSession } from './clients';

const HARBOR = '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01';

const input = (overrides: Partial<Record<string, string>> = {}): ProjectInput =>
  projectSchema.parse({
    title: `Data layer ${randomUUID().slice(0, 8)}`,
    description: 'Written through lib/data.',
    category: 'wordpress',
    technologies: 'WordPress, PHP, MySQL, Redis',
    ...overrides,
  });

describe('the projects data layer', () => {
  const session = ownerSession();
  const created = session.created;
  let owner: SupabaseClient;
  beforeAll(() => {
    owner = session.db;
  });

  const create = (overrides: Partial<Record<string, string>> = {}) => session.add(input(overrides));

  it('lists the seeded projects by display_order, through the public client', async () => {
    const projects = await listPublicProjects();
    expect(projects[0]?.title).toBe('Harbor Coffee Online Store');
    const orders = projects.map((p) => p.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(['wordpress', 'power_bi', 'web_development', 'other']));
  });

  it('gets one project by id, mapped to the domain type', async () => {
    const project = await getPublicProject(HARBOR);
    expect(project).toMatchObject({
      id: HARBOR,
      title: 'Harbor Coffee Online Store',
      category: 'wordpress',
      featured: true,
      images: [
        { url: '/demo/harbor-coffee.webp', alt: 'Harbor Coffee storefront with the featured subscription box', src: '/demo/harbor-coffee.webp' },
        { url: '/demo/harbor-coffee-checkout.webp', alt: 'The two-step checkout with local pickup slots', src: '/demo/harbor-coffee-checkout.webp' },
        { url: '/demo/harbor-coffee-mobile.webp', alt: 'The store on a phone, with the cart open', src: '/demo/harbor-coffee-mobile.webp' },
      ],
    });
  });

  it('returns null for an unknown id and for a malformed one', async () => {
    expect(await getPublicProject(randomUUID())).toBeNull();
    expect(await getPublicProject('not-a-uuid')).toBeNull();
    expect(await getPublicProject("1' or '1'='1")).toBeNull();
    expect(await getProject(anonClient(), randomUUID())).toBeNull();
    expect(await getProject(anonClient(), 'not-a-uuid')).toBeNull();
  });

  it('lists at most 3 similar projects of the same category, never the project itself', async () => {
    await Promise.all([create(), create(), create()]);
    const others = (await listProjects(anonClient())).filter((p) => p.category === 'wordpress' && p.id !== HARBOR);
    expect(others.length).toBeGreaterThan(3);
    for (let i = 0; i < 5; i++) {
      const similar = await listPublicSimilarProjects({ id: HARBOR, category: 'wordpress' });
      expect(similar).toHaveLength(3);
      expect(similar.every((p) => p.category === 'wordpress' && p.id !== HARBOR)).toBe(true);
    }
  });

  it('lists every other project of the category when there are fewer than 3', async () => {
    const lone = await create({ category: 'web_development', title: 'Lonely' });
    const others = (await listProjects(anonClient())).filter((p) => p.category === 'web_development' && p.id !== lone.id);
    const similar = await listPublicSimilarProjects(lone);
    // Whatever the seed holds: all the others when they fit, else any 3 of them.
    expect(similar).toHaveLength(Math.min(3, others.length));
    for (const project of similar) expect(others.map((p) => p.id)).toContain(project.id);
  });

  it('creates a project at the end of the list', async () => {
    const project = await create({ title: 'Goes last' });
    const all = await listProjects(anonClient());
    expect(all.at(-1)?.id).toBe(project.id);
    expect(project.technologies).toEqual(['WordPress', 'PHP', 'MySQL', 'Redis']);
  });

  it('does not create a second row when the same form is submitted twice', async () => {
    const id = randomUUID();
    const data = input({ title: 'Submitted twice' });
    const [first, second] = [await createProject(owner, data, { id }), await createProject(owner, data, { id })];
    created.push(id);
    expect(first.ok && second.ok).toBe(true);
    const rows = (await listProjects(anonClient())).filter((p) => p.title === 'Submitted twice');
    expect(rows).toHaveLength(1);
  });

  it('updates a project', async () => {
    const project = await create();
    const result = await updateProject(owner, project.id, input({ title: 'Updated title', category: 'power_bi' }));
    expect(result).toMatchObject({ ok: true, value: { title: 'Updated title', category: 'power_bi' } });
    expect((await getProject(anonClient(), project.id))?.title).toBe('Updated title');
  });

  it('reports a missing project on update and delete', async () => {
    expect(await updateProject(owner, randomUUID(), input())).toMatchObject({ ok: false, reason: 'not_found' });
    expect(await projectTable.delete(owner, randomUUID())).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('moves a project up and down by swapping with its neighbour', async () => {
    const a = await create({ title: 'Move A' });
    const b = await create({ title: 'Move B' });
    const ids = async () => (await listProjects(anonClient())).map((p) => p.id);

    expect(await projectTable.move(owner, b.id, 'up')).toEqual({ ok: true, value: true });
    let order = await ids();
    expect(order.indexOf(b.id)).toBe(order.indexOf(a.id) - 1);

    expect(await projectTable.move(owner, b.id, 'down')).toEqual({ ok: true, value: true });
    order = await ids();
    expect(order.indexOf(b.id)).toBe(order.indexOf(a.id) + 1);
  });

  it('does not move the first project further up', async () => {
    const first = (await listProjects(anonClient()))[0]!;
    expect(await projectTable.move(owner, first.id, 'up')).toEqual({ ok: true, value: false });
  });

  it('deletes a project', async () => {
    const project = await create();
    expect(await projectTable.delete(owner, project.id)).toEqual({ ok: true, value: undefined });
    expect(await getProject(anonClient(), project.id)).toBeNull();
  });

  it('turns a database refusal into a readable message', async () => {
    // Bypass the form schema to prove the database check is what answers.
    const result = await createProject(owner, { ...input(), projectUrl: 'javascript:alert(1)' });
    expect(result).toEqual({ ok: false, reason: 'invalid', message: 'Project URL must be a valid http(s) URL' });
  });

  it('refuses every write from a signed-in non-owner and changes nothing', async () => {
    const user = await freshUserClient();
    const before = await listProjects(anonClient());
    expect(await createProject(user, input())).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(await updateProject(user, HARBOR, input())).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(await projectTable.delete(user, HARBOR)).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(await projectTable.move(user, HARBOR, 'down')).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(await listProjects(anonClient())).toEqual(before);
  });
});

describe('paging', () => {
  it('pages through projects in display order with the total, per category too', async () => {
    const all = await listProjects(anonClient());
    const first = await listPublicProjectPage({ limit: 3 });
    const second = await listPublicProjectPage({ offset: 3, limit: 3 });
    expect(first.total).toBe(all.length);
    expect([...first.projects, ...second.projects].map((p) => p.id)).toEqual(all.slice(0, 6).map((p) => p.id));

    const wordpress = await listPublicProjectPage({ category: 'wordpress' });
    expect(wordpress.projects.every((p) => p.category === 'wordpress')).toBe(true);
    const counts = await countPublicProjects();
    expect(wordpress.total).toBe(counts.wordpress);
    expect(counts.all).toBe(all.length);
    expect(counts.wordpress + counts.power_bi + counts.web_development + counts.other).toBe(counts.all);
  });
});

describe('project images in storage', () => {
  const session = ownerSession();
  const bucket = () => session.db.storage.from(PROJECT_IMAGES_BUCKET);
  const webp = readFileSync(path.resolve('public/demo/api-gateway.webp'));
  const files = async (id: string) => ((await bucket().list(imageFolder(id))).data ?? []).map((file) => file.name.split('/').pop());

  async function uploadFor(id: string, name: string) {
    const { error } = await bucket().upload(`${imageFolder(id)}/${name}`, webp.buffer.slice(webp.byteOffset, webp.byteOffset + webp.byteLength), {
      contentType: 'image/webp',
    });
    if (error) throw error;
    return `${imageFolder(id)}/${name}`;
  }

  it('saves uploaded files with their alt text, sweeps replaced and abandoned ones, and empties the folder on a delete for good', async () => {
    const id = randomUUID();
    const [first, second] = [await uploadFor(id, 'first.webp'), await uploadFor(id, 'second.webp')];
    // Uploaded by an earlier attempt that was never saved.
    await uploadFor(id, 'abandoned.webp');
    const images = [
      { path: first, alt: 'The first screen' },
      { path: second, alt: 'The second screen' },
    ];
    const created = await createProject(session.db, input({ images: JSON.stringify(images) }), { id });
    expect(created).toMatchObject({ ok: true, value: { images: images.map((image) => ({ ...image, src: expect.stringContaining(image.path) })) } });
    session.created.push(id);
    expect((await files(id)).sort()).toEqual(['first.webp', 'second.webp']);

    // Replaced by a new upload: the old file stays while the revision of the save before names it
    // (the history's restore finds it); the one no row or revision ever named is gone.
    const third = await uploadFor(id, 'third.webp');
    const updated = await updateProject(session.db, id, input({ images: JSON.stringify([{ path: third, alt: 'The third screen' }, images[0]]) }));
    expect(updated.ok).toBe(true);
    expect((await files(id)).sort()).toEqual(['first.webp', 'second.webp', 'third.webp']);

    // In the trash the files stay (a restore shows them again); a delete for good removes them.
    expect(await projectTable.delete(session.db, id)).toEqual({ ok: true, value: undefined });
    expect((await files(id)).sort()).toEqual(['first.webp', 'second.webp', 'third.webp']);
    expect(await projectTable.deleteForGood(session.db, id)).toEqual({ ok: true, value: undefined });
    expect(await files(id)).toEqual([]);
  });

  it('refuses a file that is not in the bucket or belongs to another project, and keeps the previous images', async () => {
    const id = randomUUID();
    const kept = await uploadFor(id, 'kept.webp');
    const created = await createProject(session.db, input({ images: JSON.stringify([{ path: kept, alt: 'Kept' }]) }), { id });
    expect(created.ok).toBe(true);
    session.created.push(id);

    const missing = `${imageFolder(id)}/never-uploaded.webp`;
    expect(await updateProject(session.db, id, input({ images: JSON.stringify([{ path: missing, alt: 'Missing' }]) }))).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Image 1 is not in storage any more. Upload it again.',
    });
    const foreign = `${imageFolder(randomUUID())}/other.webp`;
    expect(await updateProject(session.db, id, input({ images: JSON.stringify([{ path: foreign, alt: 'Foreign' }]) }))).toMatchObject({
      ok: false,
      message: 'Image 1 belongs to another project. Upload it again here.',
    });
    expect((await getProject(anonClient(), id))?.images).toEqual([{ path: kept, alt: 'Kept', src: expect.stringContaining(kept) }]);
    expect(await files(id)).toEqual(['kept.webp']);
  });
});
