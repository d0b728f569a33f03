import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { getProject, listProjects, setProjectStatus, updateProject } from '@/lib/projects/admin';
import { getPublicProjectBySlug, listPublicProjectPage, listPublicProjects, listPublicSimilarProjects } from '@/lib/projects/public';
import { forgetProjectIndex, lookupProject } from '@/lib/projects/route-index';
import { slugify } from '@/lib/slug';
import { projectSchema, type ProjectInput } from '@/lib/projects/schema';
import { anonClient, backend, freshUserClient, ownerSession } from './clients';

// Drafts, slugs and Power BI reports, as the database enforces them: the public key never
// reads a draft, slugs are unique and well-formed whoever writes them, and old slugs keep
// leading to their project.

const REPORT = 'https://app.powerbi.com/view?r=eyJrIjoiYWJjZGVmIiwidCI6IjEyMyJ9';

const input = (overrides: Partial<Record<string, string>> = {}): ProjectInput =>
  projectSchema.parse({
    title: `Case study ${randomUUID().slice(0, 8)}`,
    description: '## The problem\n\nA slow **checkout**.',
    category: 'power_bi',
    ...overrides,
  });

/** The rows /rest/v1 gives the public key (no session), as a script would read them. */
async function publicRows(query: string) {
  const response = await fetch(`${backend.url}/rest/v1/${query}`, { headers: { apikey: backend.publishableKey } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

describe('drafts', () => {
  const session = ownerSession();
  let owner: SupabaseClient;
  beforeAll(() => {
    owner = session.db;
  });

  const draft = (overrides: Partial<Record<string, string>> = {}) => session.add(input(overrides), { status: 'draft' });

  it('are read by the owner only: never by the public key, nor by another account', async () => {
    const project = await draft();
    expect(project.status).toBe('draft');

    expect(await publicRows(`projects?select=id&id=eq.${project.id}`)).toEqual([]);
    expect(await publicRows('projects?select=id&status=eq.draft')).toEqual([]);
    expect((await (await freshUserClient()).from('projects').select('id').eq('id', project.id)).data).toEqual([]);

    expect((await listProjects(owner)).map((p) => p.id)).toContain(project.id);
    expect(await getProject(owner, project.id)).toMatchObject({ id: project.id, status: 'draft' });
  });

  it('are absent from every public read until published, then present; unpublished, gone again', async () => {
    const project = await draft({ title: `Draft dashboard ${randomUUID().slice(0, 8)}` });
    const isPublic = async () => {
      const [all, page, bySlug] = await Promise.all([
        listPublicProjects(),
        listPublicProjectPage({ category: 'power_bi', limit: 100 }),
        getPublicProjectBySlug(project.slug),
      ]);
      return { list: all.some((p) => p.id === project.id), page: page.projects.some((p) => p.id === project.id), bySlug: bySlug?.id === project.id };
    };
    // Similar projects pick at random among the published ones of the category: a draft is never one.
    const inSimilar = async () => {
      for (let i = 0; i < 10; i++) if ((await listPublicSimilarProjects({ id: randomUUID(), category: 'power_bi' })).some((p) => p.id === project.id)) return true;
      return false;
    };
    expect(await isPublic()).toEqual({ list: false, page: false, bySlug: false });
    expect(await inSimilar()).toBe(false);

    expect(await setProjectStatus(owner, project.id, 'published')).toMatchObject({ ok: true, value: { status: 'published' } });
    expect(await isPublic()).toEqual({ list: true, page: true, bySlug: true });

    expect(await setProjectStatus(owner, project.id, 'draft')).toMatchObject({ ok: true, value: { status: 'draft' } });
    expect(await isPublic()).toEqual({ list: false, page: false, bySlug: false });
    expect(await inSimilar()).toBe(false);
  });

  it('cannot be published by an account that is not the owner', async () => {
    const project = await draft();
    const visitor = await freshUserClient();
    expect(await setProjectStatus(visitor, project.id, 'published')).toMatchObject({ ok: false });
    await visitor.from('projects').update({ status: 'published' }).eq('id', project.id);
    expect(await getProject(owner, project.id)).toMatchObject({ status: 'draft' });
  });

  it('refuses a status that is neither draft nor published', async () => {
    const project = await draft();
    const { error } = await owner.from('projects').update({ status: 'archived' }).eq('id', project.id);
    expect(error?.message).toContain('projects_status_valid');
  });
});

describe('slugs', () => {
  const session = ownerSession();
  let owner: SupabaseClient;
  beforeAll(() => {
    owner = session.db;
  });

  const create = (overrides: Partial<Record<string, string>> = {}) => session.add(input(overrides));

  it('are made from the title by the database, the same way the form previews them', async () => {
    const suffix = randomUUID().slice(0, 6);
    for (const title of [`Café Déjà Vu — ${suffix}!`, `  Power BI: Sales & Margin (${suffix})  `, `Łódź Straße Ærø ${suffix}`]) {
      const project = await create({ title });
      expect(project.slug).toBe(slugify(title));
    }
    expect(slugify('Café Déjà Vu — 2024!')).toBe('cafe-deja-vu-2024');
  });

  it('are unique: a second project with the same title gets -2, and a taken slug is refused', async () => {
    const title = `Twin ${randomUUID().slice(0, 8)}`;
    const first = await create({ title });
    const second = await create({ title });
    expect(second.slug).toBe(`${first.slug}-2`);

    const taken = await updateProject(owner, second.id, input({ title, slug: first.slug }));
    expect(taken).toEqual({ ok: false, reason: 'invalid', message: 'That slug is already used by another project (perhaps one in the trash). Choose another one.' });
    expect(await getProject(owner, second.id)).toMatchObject({ slug: `${first.slug}-2` });
  });

  it.each([
    ['capitals', 'Harbor-Coffee'],
    ['spaces', 'harbor coffee'],
    ['a double hyphen', 'harbor--coffee'],
    ['a leading hyphen', '-harbor'],
    ['over 80 characters', 'a'.repeat(81)],
    ['the shape of a project id', '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e99'],
  ])('refuses %s, whoever writes it', async (_case, slug) => {
    const { error } = await owner.from('projects').insert([{ title: 'Bad slug', description: 'x', category: 'other', slug }]);
    expect(error?.message).toContain('projects_slug_format');
  });

  it('keep the old slug leading to the project after a change, and give it up to a project that takes it', async () => {
    const project = await create();
    const renamed = await updateProject(owner, project.id, input({ title: project.title, slug: `renamed-${randomUUID().slice(0, 8)}` }));
    expect(renamed.ok).toBe(true);
    const newSlug = renamed.ok ? renamed.value.slug : '';

    expect(await publicRows(`project_slugs?select=slug,project_id&project_id=eq.${project.id}`)).toEqual([{ slug: project.slug, project_id: project.id }]);
    forgetProjectIndex();
    expect(await lookupProject({ slug: project.slug })).toEqual({ kind: 'redirect', slug: newSlug });
    expect(await lookupProject({ slug: newSlug })).toEqual({ kind: 'page' });
    expect(await lookupProject({ id: project.id })).toEqual({ kind: 'redirect', slug: newSlug });

    // Another project takes the old slug: it is that project's page now, and no longer a redirect.
    const other = await create({ slug: project.slug });
    expect(other.slug).toBe(project.slug);
    expect(await publicRows(`project_slugs?select=slug&slug=eq.${project.slug}`)).toEqual([]);
    forgetProjectIndex();
    expect(await lookupProject({ slug: project.slug })).toEqual({ kind: 'page' });

    // A generated slug never takes one that still redirects.
    const again = await create({ title: project.title });
    expect(again.slug).not.toBe(project.slug);
  });

  it('of drafts, current or old, are not in the public index', async () => {
    const project = await session.add(input(), { status: 'draft' });
    const moved = await updateProject(owner, project.id, input({ title: project.title, slug: `draft-${randomUUID().slice(0, 8)}` }));
    expect(moved.ok).toBe(true);

    expect(await publicRows(`project_slugs?select=slug&project_id=eq.${project.id}`)).toEqual([]);
    forgetProjectIndex();
    expect(await lookupProject({ slug: project.slug })).toEqual({ kind: 'unknown' });
    expect(await lookupProject({ id: project.id })).toEqual({ kind: 'unknown' });
    expect(await lookupProject({ slug: `no-such-project-${randomUUID().slice(0, 8)}` })).toEqual({ kind: 'unknown' });
  });

  it('of technologies: any spelling of a published project’s technology is known, a draft’s or an unknown one is not', async () => {
    const tag = randomUUID().slice(0, 8);
    await create({ technologies: `Proof Tech ${tag}` });
    await session.add(input({ technologies: `Draft Tech ${tag}` }), { status: 'draft' });
    forgetProjectIndex();
    expect(await lookupProject({ technology: `proof-tech-${tag}` })).toEqual({ kind: 'page' });
    expect(await lookupProject({ technology: `PROOF TECH ${tag}` })).toEqual({ kind: 'page' });
    expect(await lookupProject({ technology: `draft-tech-${tag}` })).toEqual({ kind: 'unknown' });
    expect(await lookupProject({ technology: `no-such-tech-${tag}` })).toEqual({ kind: 'unknown' });
  });

  it('cannot be written in the history table by anyone', async () => {
    const project = (await listPublicProjects())[0]!;
    const { error } = await anonClient().from('project_slugs').insert([{ slug: 'hijacked', project_id: project.id }]);
    const visitor = await (await freshUserClient()).from('project_slugs').insert([{ slug: 'hijacked', project_id: project.id }]);
    expect(error ?? visitor.error).not.toBeNull();
    expect(await publicRows('project_slugs?select=slug&slug=eq.hijacked')).toEqual([]);
  });
});

describe('Power BI reports', () => {
  const session = ownerSession();

  it('are stored for Microsoft report URLs only, whoever writes them', async () => {
    const project = await session.add(input({ reportUrl: REPORT, reportTitle: 'Sales performance' }));
    expect(project).toMatchObject({ reportUrl: REPORT, reportTitle: 'Sales performance' });

    for (const reportUrl of ['https://evil.example/view?r=abcdefgh', 'http://app.powerbi.com/view?r=abcdefgh', 'https://app.powerbi.com/view?r=<script>']) {
      const { error } = await session.db.from('projects').update({ report_url: reportUrl }).eq('id', project.id);
      expect(error?.message).toContain('projects_report_url_valid');
    }
  });
});
