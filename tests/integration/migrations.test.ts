import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertProjects } from '../../scripts/harness/backend.mjs';
import { freePort } from '../../scripts/harness/processes.mjs';
import { startBackend } from '../../scripts/local-supabase.mjs';

// A database that has run the earlier migrations and holds data, upgraded by the next ones:
// what `supabase db push` does to a live project.

const migrationsDir = path.resolve('supabase/migrations');
const migrations = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort();

/** A scratch project holding only the migrations before `upTo` (and no seed). */
function projectBefore(upTo: string, port: number) {
  const workdir = mkdtempSync(path.join(tmpdir(), 'portfolio-migrations-'));
  const supabase = path.join(workdir, 'supabase');
  mkdirSync(path.join(supabase, 'migrations'), { recursive: true });
  mkdirSync(path.join(supabase, '.temp'));
  for (const name of ['config.toml', 'lite.config.mjs']) symlinkSync(path.resolve('supabase', name), path.join(supabase, name));
  writeFileSync(path.join(supabase, 'seed.sql'), '-- empty\n');
  for (const name of migrations.filter((name) => name < upTo)) copyFileSync(path.join(migrationsDir, name), path.join(supabase, 'migrations', name));
  return { workdir, port, tempDir: path.join(supabase, '.temp') };
}

type Account = { email: string; password: string };
type Project = { workdir: string; tempDir: string; port: number };

// The two oldest schemas refuse the secret key's writes (403): their rows are written by the
// owner, signed in. Later ones are written and read with the secret key, which writes past the
// owner's rules as the old schema allowed, and need no owner account (its grant costs a restart).
const OWNER: Account = { email: 'owner@example.com', password: 'migration-owner-password' };

/** The backend of a project that holds only the earlier migrations. */
function startBefore(project: Project, owner: Account | null = null) {
  return startBackend(project, { owner, log: path.join(project.tempDir, 'lite.log'), fresh: true });
}

/** Adds the remaining migrations and starts again: the launcher applies what is pending. */
async function upgrade(project: Project, owner: Account | null = null) {
  for (const name of migrations) copyFileSync(path.join(migrationsDir, name), path.join(project.workdir, 'supabase', 'migrations', name));
  rmSync(path.join(project.tempDir, 'applied-migrations.txt'), { force: true });
  return startBackend(project, { owner, log: path.join(project.tempDir, 'lite.log') });
}

const secretHeaders = (backend: { secretKey: string }) => ({
  apikey: backend.secretKey,
  authorization: `Bearer ${backend.secretKey}`,
  'content-type': 'application/json',
});

/** Inserts rows in one request; resolves to them as stored. */
async function insertRows(backend: { url: string; secretKey: string }, table: string, rows: Record<string, unknown>[]) {
  const response = await fetch(`${backend.url}/rest/v1/${table}?select=*`, {
    method: 'POST',
    headers: { ...secretHeaders(backend), prefer: 'return=representation' },
    body: JSON.stringify(rows),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string }[];
}

describe('the image migration', () => {
  it('moves every image_url and gallery entry, in order, into the image list with alt text', { timeout: 120_000 }, async () => {
    const project = projectBefore('20261123000100_project_images.sql', await freePort());
    try {
      const before = await startBefore(project, OWNER);
      const [both, galleryOnly, none] = await insertProjects({ ...before, owner: OWNER }, [
        { title: 'Both', description: 'd', category: 'other', image_url: '/demo/a.webp', gallery: ['https://cdn.example.com/b.png', '/demo/c.webp'] },
        // One request needs the same keys in every row (PostgREST).
        { title: 'Gallery only', description: 'd', category: 'other', image_url: null, gallery: ['/demo/d.webp'] },
        { title: 'None', description: 'd', category: 'other', image_url: null, gallery: [] },
      ]);
      await before.stop();

      const after = await upgrade(project, OWNER);
      try {
        const rows = await (await fetch(`${after.url}/rest/v1/projects?select=id,images`, { headers: { apikey: after.publishableKey } })).json();
        const images = Object.fromEntries(rows.map((row: { id: string; images: unknown }) => [row.id, row.images]));
        expect(images[both!.id]).toEqual([
          { url: '/demo/a.webp', alt: 'Screenshot of Both' },
          { url: 'https://cdn.example.com/b.png', alt: 'Both, image 2' },
          { url: '/demo/c.webp', alt: 'Both, image 3' },
        ]);
        expect(images[galleryOnly!.id]).toEqual([{ url: '/demo/d.webp', alt: 'Gallery only, image 1' }]);
        expect(images[none!.id]).toEqual([]);
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(project.workdir, { recursive: true, force: true });
    }
  });
});

describe('the case-study migration', () => {
  it('publishes every existing project and gives each a unique slug from its title, oldest first', { timeout: 120_000 }, async () => {
    const project = projectBefore('20261123000400_case_studies.sql', await freePort());
    try {
      const before = await startBefore(project, OWNER);
      const rows = await insertProjects({ ...before, owner: OWNER }, [
        { title: 'Café Déjà Vu', description: 'Plain text.\nSecond line.', category: 'other' },
        { title: 'Café Déjà Vu', description: 'The same title, added later.', category: 'other' },
        { title: '!!!', description: 'Nothing to make a slug from.', category: 'other' },
      ]);
      await before.stop();

      const after = await upgrade(project, OWNER);
      try {
        const read = await fetch(`${after.url}/rest/v1/projects?select=id,slug,status,description&order=display_order`, { headers: { apikey: after.publishableKey } });
        expect(await read.json()).toEqual([
          { id: rows[0]!.id, slug: 'cafe-deja-vu', status: 'published', description: 'Plain text.\nSecond line.' },
          { id: rows[1]!.id, slug: 'cafe-deja-vu-2', status: 'published', description: 'The same title, added later.' },
          { id: rows[2]!.id, slug: 'project', status: 'published', description: 'Nothing to make a slug from.' },
        ]);
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(project.workdir, { recursive: true, force: true });
    }
  });
});

describe('the portrait-pair migration', () => {
  it('gives a portrait that slipped in without alt text one from the owner’s name, then refuses the gap', { timeout: 120_000 }, async () => {
    const project = projectBefore('20261124000800_profile_photo_pair.sql', await freePort());
    const stat = { value: '1', label: 'x' };
    try {
      const before = await startBefore(project);
      const headers = secretHeaders(before);
      const write = await fetch(`${before.url}/rest/v1/profile`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Sam Carter', role: 'Developer', hero_heading: 'H', intro: 'I', description: 'D', contact_email: 'sam@example.com',
          stats: [stat, stat, stat], photo_path: 'portrait/sam.jpg', photo_alt: null,
        }),
      });
      expect(write.status).toBe(201);
      await before.stop();

      const after = await upgrade(project);
      try {
        const read = await fetch(`${after.url}/rest/v1/profile?select=photo_path,photo_alt`, { headers });
        expect(await read.json()).toEqual([{ photo_path: 'portrait/sam.jpg', photo_alt: 'Portrait of Sam Carter' }]);
        const again = await fetch(`${after.url}/rest/v1/profile?id=eq.true`, { method: 'PATCH', headers, body: JSON.stringify({ photo_alt: null }) });
        expect(again.status).toBe(400);
        expect((await again.json()).code).toBe('23514');
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(project.workdir, { recursive: true, force: true });
    }
  });
});

describe('the round-2 migration (the database agrees with the forms)', () => {
  it('repairs rows written through the NULL gaps, then refuses them, and hides testimonials about drafts', { timeout: 120_000 }, async () => {
    const project = projectBefore('20261126000100_database_agrees_round_2.sql', await freePort());
    try {
      const before = await startBefore(project);
      const headers = secretHeaders(before);
      const insert = async (table: string, row: Record<string, unknown>) => (await insertRows(before, table, [row]))[0]!.id;
      const projectId = await insert('projects', { title: 'Null technology', description: 'd', category: 'other', technologies: ['PHP', null, 'WordPress'] });
      const draftId = await insert('projects', { title: 'Draft', description: 'd', category: 'other', status: 'draft', visibility: 'public' });
      const postId = await insert('posts', { title: 'Alt only', summary: 's', body: 'b', cover_alt: 'A cover that is not there' });
      const experienceId = await insert('experience', {
        role: 'R', organisation: 'O', start_month: '2020-01-01', is_current: true, summary: 'S', highlights: [null, 'Shipped'], technologies: [null, 'PHP'],
      });
      const testimonialId = await insert('testimonials', { quote: 'Q', author_name: 'A', author_role: 'B', company: 'C', project_id: draftId });
      const anonReads = async (url: string, publishableKey: string) =>
        (await fetch(`${url}/rest/v1/testimonials?select=id&id=eq.${testimonialId}`, { headers: { apikey: publishableKey } })).json();
      expect(await anonReads(before.url, before.publishableKey)).toEqual([{ id: testimonialId }]);
      await before.stop();

      const after = await upgrade(project);
      try {
        const read = async (query: string) => (await fetch(`${after.url}/rest/v1/${query}`, { headers })).json();
        expect(await read(`projects?select=technologies&id=eq.${projectId}`)).toEqual([{ technologies: ['PHP', 'WordPress'] }]);
        expect(await read(`posts?select=cover_path,cover_alt&id=eq.${postId}`)).toEqual([{ cover_path: null, cover_alt: null }]);
        expect(await read(`experience?select=highlights,technologies&id=eq.${experienceId}`)).toEqual([{ highlights: ['Shipped'], technologies: ['PHP'] }]);
        expect(await anonReads(after.url, after.publishableKey)).toEqual([]);
        expect(await read(`testimonials?select=id&id=eq.${testimonialId}`)).toEqual([{ id: testimonialId }]);

        for (const [table, id, change, constraint] of [
          ['projects', projectId, { technologies: ['PHP', null] }, 'projects_technologies_valid'],
          ['posts', postId, { cover_alt: 'A cover that is not there' }, 'posts_cover_valid'],
          ['experience', experienceId, { highlights: [null] }, 'experience_highlights_valid'],
          ['experience', experienceId, { technologies: [null] }, 'experience_technologies_valid'],
        ] as const) {
          const again = await fetch(`${after.url}/rest/v1/${table}?id=eq.${id}`, { method: 'PATCH', headers, body: JSON.stringify(change) });
          expect(again.status).toBe(400);
          expect(await again.json()).toMatchObject({ code: '23514', message: expect.stringContaining(constraint) });
        }
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(project.workdir, { recursive: true, force: true });
    }
  });
});
