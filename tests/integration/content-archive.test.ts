import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, startScratchBackend, type ScratchBackend } from '../../scripts/harness/backend.mjs';
import { addArchiveProjects } from '../../scripts/harness/e2e.mjs';
import { SEEDED, SEEDED_HIDDEN, SEEDED_POSTS } from '../../scripts/harness/seed.mjs';
import { exportContent, readInventory } from '@/lib/archive/export.mjs';
import { importContent } from '@/lib/archive/import.mjs';
import { ARCHIVE_TABLES, archiveBuckets, exportRequest } from '@/lib/archive/tables.mjs';
import { readArchive, writeArchive } from '@/lib/archive/zip.mjs';

// The move from one backend to another: the end-to-end site's content (the seed, the archive
// projects) plus what owners and clients add (files in every bucket, a renamed project and post,
// a share link, an answered proposal and its next version, a lead's stages, a testimonial
// request's answer, Insights totals), exported with `npm run content:export` and imported into a
// fresh, empty backend with `npm run content:import`. Then every table's rows, every stored file's
// bytes, and what the public pages read as a visitor (each table through the API, the functions
// the pages call, the public files) are the same on both. Building both sites to compare their
// HTML would take minutes; the pages render nothing but these reads.

const root = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const TOKENS = { share: randomBytes(32).toString('base64url'), proposal: randomBytes(32).toString('base64url'), request: randomBytes(32).toString('base64url') };
const IMAGE = readFileSync(path.join(root, 'public/demo/harbor-coffee.webp'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SENDER_HASH = 'f'.repeat(64);

let source: ScratchBackend;
let target: ScratchBackend;
let workdir: string;
const timings: Record<string, number> = {};

const clientOf = (backend: ScratchBackend, key: string, token?: string): SupabaseClient =>
  createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false }, global: token ? { headers: { authorization: `Bearer ${token}` } } : {} });
const server = (backend: ScratchBackend) => clientOf(backend, backend.secretKey);
const visitor = (backend: ScratchBackend) => clientOf(backend, backend.publishableKey);

/** `npm run content:<command>` against `backend`, as an owner runs it against a hosted project. */
const content = (backend: ScratchBackend, args: string[]) =>
  run(process.execPath, [path.join(root, 'scripts/content.mjs'), ...args], {
    cwd: workdir,
    env: { ...process.env, NEXT_PUBLIC_SUPABASE_URL: backend.url, SUPABASE_SECRET_KEY: backend.secretKey, NEXT_PUBLIC_SITE_URL: 'https://portfolio.example.com' },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: `${error.stdout}${error.stderr}` }),
  );

async function check<T>(call: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new Error(error.message);
  return data;
}

/** What owners and clients add to a site beyond its seed, each through the path the site uses. */
async function addWhatTheSiteMakes(backend: ScratchBackend) {
  const owner = clientOf(backend, backend.publishableKey, await accessToken(backend));
  const store = (db: SupabaseClient, bucket: string, name: string, bytes: Buffer, contentType: string) => check(db.storage.from(bucket).upload(name, bytes, { contentType }));
  const shot = `projects/${SEEDED.harbor.id}/shot.webp`;
  const hidden = `projects/${SEEDED_HIDDEN.confidential.id}/screen.webp`;
  await Promise.all([
    store(owner, 'project-images', shot, IMAGE, 'image/webp'),
    store(owner, 'project-images-private', hidden, IMAGE, 'image/webp'),
    store(owner, 'people', 'portrait/me.webp', IMAGE, 'image/webp'),
    store(owner, 'profile-files', 'cv/cv.pdf', PDF, 'application/pdf'),
    store(owner, 'project-images', 'posts/cover.webp', IMAGE, 'image/webp'),
  ]);
  await check(owner.from('projects').update({ title: 'Harbor Coffee Store', slug: 'harbor-coffee-store', images: [{ path: shot, alt: 'The store' }] }).eq('id', SEEDED.harbor.id));
  await check(owner.from('projects').update({ images: [{ path: hidden, alt: 'The triage screen' }] }).eq('id', SEEDED_HIDDEN.confidential.id));
  await check(owner.from('profile').update({ photo_path: 'portrait/me.webp', photo_alt: 'Sam Carter', cv_path: 'cv/cv.pdf' }).eq('id', true));
  await check(owner.from('posts').update({ slug: 'fast-wordpress', cover_path: 'posts/cover.webp', cover_alt: 'A fast page' }).eq('id', SEEDED_POSTS.wordpress.id));
  await check(owner.from('share_links').insert({ project_id: SEEDED.harbor.id, name: 'For Acme', token_hash: hashOf(TOKENS.share) }));

  const key = server(backend);
  const [message] = (await check(key.from('messages').insert({ name: 'Ann Client', email: 'ann@example.com', message: 'A dashboard, please.', sender_hash: SENDER_HASH }).select('id')))!;
  await check(owner.from('messages').update({ stage: 'qualified', notes: 'Budget agreed' }).eq('id', message!.id));
  const first = await check(owner.rpc('create_proposal', {
    fields: { message_id: message!.id, client_name: 'Acme', title: 'Dashboards', currency: 'EUR', discount: '100.50', valid_until: '2999-12-31', token_hash: hashOf(TOKENS.proposal) },
    lines: [{ description: 'Sales report', quantity: '2.50', unit_price: '1200.10', service_id: null }],
  }));
  const opened = (await check(visitor(backend).rpc('open_proposal', { token: TOKENS.proposal }))) as { version_hash: string };
  expect(await check(key.rpc('answer_proposal', { token: TOKENS.proposal, choice: 'accept', seen_version: opened.version_hash, signer_name: 'Ann Client' }))).toBe('accepted');
  await check(owner.rpc('create_proposal', {
    fields: { previous_id: first, client_name: 'Acme', title: 'Dashboards, phase 2', currency: 'EUR', valid_until: '2999-12-31', token_hash: hashOf(`${TOKENS.proposal}-2`) },
    lines: [],
  }));
  await check(owner.from('testimonial_requests').insert({ client_name: 'Bo', company: 'Beta', token_hash: hashOf(TOKENS.request), expires_at: '2999-01-01T00:00:00Z' }));
  await store(key, 'testimonial-uploads', 'bo.webp', IMAGE, 'image/webp');
  const submitted = { token: TOKENS.request, quote: 'Great work.', author_name: 'Bo', author_role: 'CTO', company: 'Beta', consent: true, photo_path: 'bo.webp' };
  expect(await check(key.rpc('submit_testimonial', submitted))).toBe(true);
}

const everyRow = (backend: ScratchBackend) => check(server(backend).rpc('export_content', { tables: exportRequest(ARCHIVE_TABLES) }));
const inventory = (backend: ScratchBackend) => readInventory(server(backend), ARCHIVE_TABLES.map((table) => table.name), archiveBuckets());

beforeAll(async () => {
  const started = performance.now();
  workdir = mkdtempSync(path.join(tmpdir(), 'content-archive-'));
  [source, target] = await Promise.all([startScratchBackend(), startScratchBackend({ seed: false })]);
  timings.backends = performance.now() - started;
  await addArchiveProjects(source);
  await addWhatTheSiteMakes(source);
  timings.content = performance.now() - started - timings.backends;
}, 180_000);

afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()]);
  rmSync(workdir, { recursive: true, force: true });
  console.log(`content archive round trip: ${Object.entries(timings).map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
});

describe('a content archive moved to an empty backend', () => {
  it('is refused whole when the database refuses a row: no row and no file stays behind', async () => {
    const archive = await readArchive(await everyArchive());
    const skills = archive.tables.get('skills')!.map((row, index) => (index === 0 ? { ...row, icon: 'sparkles' } : row));
    const broken = await readArchive(await writeArchive({ ...archive, tables: new Map([...archive.tables, ['skills', skills]]) }));
    await expect(importContent(server(target), broken)).rejects.toThrow(/^The backend refused the archive's rows: .*skills_icon_valid/);
    const left = await inventory(target);
    expect(left.files).toEqual([]);
    expect(Object.values(left.tables).every((n) => n === 0)).toBe(true);
  });

  it('carries every row, every file and what visitors read', { timeout: 120_000 }, async () => {
    let started = performance.now();
    const exported = await content(source, ['export', '--out', 'site.zip', '--insights']);
    expect(exported).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^Exported \\d+ rows of ${ARCHIVE_TABLES.length} tables and 6 files from http`)) });
    const zip = readFileSync(path.join(workdir, 'site.zip'));
    expect(zip.includes(SENDER_HASH)).toBe(false);
    const imported = await content(target, ['import', 'site.zip']);
    expect(imported).toMatchObject({ code: 0, out: expect.stringMatching(/^Imported \d+ rows and 6 files into http/) });
    timings.exportAndImport = performance.now() - started;

    started = performance.now();
    const [rowsBefore, rowsAfter] = await Promise.all([everyRow(source), everyRow(target)]);
    expect(rowsAfter).toEqual(rowsBefore);
    const [filesBefore, filesAfter] = await Promise.all([inventory(source), inventory(target)]);
    expect(filesAfter).toEqual(filesBefore);
    expect(filesAfter.files.map((file) => file.bucket).sort()).toEqual(['people', 'profile-files', 'project-images', 'project-images', 'project-images-private', 'testimonial-uploads']);
    for (const file of filesBefore.files) {
      const [before, after] = await Promise.all([source, target].map(async (backend) => Buffer.from(await (await check(server(backend).storage.from(file.bucket).download(file.path)))!.arrayBuffer())));
      expect(after!.equals(before!), `${file.bucket}/${file.path}`).toBe(true);
    }
    await expectSameVisitorReads();
    timings.compare = performance.now() - started;
  });

  it('refuses a backend that holds content until told to replace it, and asks first', async () => {
    const again = await content(target, ['import', 'site.zip']);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already holds \d+ rows \(profile 1, projects 20, project slugs 1, .*, insight totals \d+\) and 6 stored files\. Import into an empty backend, or add --replace to delete that first\.\nNothing was changed\./);
    const unasked = await content(target, ['import', 'site.zip', '--replace']);
    expect(unasked.code).toBe(1);
    expect(unasked.out).toContain('There is no terminal to ask for confirmation: add --yes to replace anyway.');
    // A file the archive does not hold goes with the rest.
    await check(server(target).storage.from('people').upload('portrait/extra.webp', IMAGE, { contentType: 'image/webp' }));
    const replaced = await content(target, ['import', 'site.zip', '--replace', '--yes']);
    expect(replaced).toMatchObject({ code: 0, out: expect.stringMatching(/^--replace deletes what http.* and 7 stored files\.\nImported \d+ rows and 6 files into .*; removed 1 file the archive does not hold\./) });
    // As the archive has them (the visitor reads above counted a proposal's opens on both since).
    const archive = await readArchive(readFileSync(path.join(workdir, 'site.zip')));
    expect(await everyRow(target)).toEqual(Object.fromEntries(archive.tables));
    expect(await inventory(target)).toEqual(await inventory(source));
    // The next proposal is numbered after the imported ones, never given one of their references.
    const owner = clientOf(target, target.publishableKey, await accessToken(target));
    const imported = ((await check(owner.from('proposals').select('reference'))) ?? []).map((row) => row.reference as string);
    const next = await check(owner.rpc('create_proposal', { fields: { client_name: 'Next', title: 'After the move', currency: 'EUR', valid_until: '2999-12-31', token_hash: hashOf('after-the-move') }, lines: [] }));
    const [made] = (await check(owner.from('proposals').select('reference').eq('id', next as string)))!;
    const number = (reference: string) => Number(reference.split('-')[2]);
    expect(imported).not.toContain(made!.reference);
    expect(number(made!.reference)).toBe(Math.max(...imported.map(number)) + 1);
  });

  it('replaces with an archive made before a table existed as with one holding none of it', async () => {
    const revisions = async () => (await check(server(target).rpc('content_inventory', { tables: ['revisions'], buckets: [] }))) as { tables: { revisions: number } };
    expect((await revisions()).tables.revisions).toBeGreaterThan(0);
    // An archive from before the history: no revisions table at all.
    const older = await readArchive(readFileSync(path.join(workdir, 'site.zip')));
    older.tables.delete('revisions');
    await importContent(server(target), older, { replace: true });
    expect((await revisions()).tables.revisions).toBe(0);
  });
});

/** The source's export, made in-process. */
const everyArchive = async () => (await exportContent(server(source), { siteUrl: 'https://portfolio.example.com' })).zip;

/** Each table through the API as a visitor, the functions public pages call, and the files by their public address. */
async function expectSameVisitorReads() {
  for (const { name } of ARCHIVE_TABLES) {
    const [before, after] = await Promise.all([source, target].map(async (backend) => {
      const { data, error } = await visitor(backend).from(name).select('*');
      return error ? error.code : (data ?? []).map((row) => JSON.stringify(row)).sort();
    }));
    expect(after, name).toEqual(before);
  }
  const calls: [string, Record<string, unknown>][] = [
    ['project_at', { project_slug: SEEDED_HIDDEN.unlisted.slug }],
    ['share_link_target', { project_slug: SEEDED.harbor.slug, token: TOKENS.share }],
    ['proposal_is_open', { token: TOKENS.proposal }],
    ['open_proposal', { token: TOKENS.proposal }],
    ['testimonial_request_at', { token: TOKENS.request }],
  ];
  for (const [fn, args] of calls) {
    const [before, after] = await Promise.all([source, target].map((backend) => check(visitor(backend).rpc(fn, args))));
    expect(after, fn).toEqual(before);
  }
  expect(await check(visitor(target).rpc('share_link_target', { project_slug: SEEDED.harbor.slug, token: TOKENS.share }))).toBe('harbor-coffee-store');
  const publicFile = (backend: ScratchBackend, bucket: string, name: string) => fetch(`${backend.url}/storage/v1/object/public/${bucket}/${name}`);
  const shot = await publicFile(target, 'project-images', `projects/${SEEDED.harbor.id}/shot.webp`);
  expect(Buffer.from(await shot.arrayBuffer()).equals(IMAGE)).toBe(true);
  expect((await publicFile(target, 'project-images-private', `projects/${SEEDED_HIDDEN.confidential.id}/screen.webp`)).ok).toBe(false);
}
