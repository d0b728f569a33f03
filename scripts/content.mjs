// npm run content:export -- --out site.zip [--insights] [--local]
// npm run content:import -- site.zip [--replace [--yes]] [--local]
// The site's content as one archive (docs/ARCHIVE.md), from and into the configured backend: hosted
// Supabase with NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SECRET_KEY (from the environment or
// .env.local), else (or with --local) the local backend, reused when it runs, started otherwise.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { createClient } from '@supabase/supabase-js';
import { exportContent } from '../lib/archive/export.mjs';
import { ARCHIVE_LIMITS, ArchiveError } from '../lib/archive/format.mjs';
import { importContent, inspectTarget } from '../lib/archive/import.mjs';
import { readArchive } from '../lib/archive/zip.mjs';
import { defaultProject, repoRoot, serveBackend } from './local-supabase.mjs';

const USAGE = `usage: npm run content:export -- --out site.zip [--insights] [--local]
       npm run content:import -- site.zip [--replace [--yes]] [--local]`;

const [command, ...rest] = process.argv.slice(2);
const { values: options, positionals } = (() => {
  try {
    return parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        insights: { type: 'boolean', default: false },
        replace: { type: 'boolean', default: false },
        yes: { type: 'boolean', default: false },
        local: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(2);
  }
})();

/** The backend: its name in messages, its URL and secret key, and how to let it go. */
async function connect() {
  nextEnv.loadEnvConfig(repoRoot);
  const url = options.local ? '' : process.env.NEXT_PUBLIC_SUPABASE_URL;
  if (url) {
    const key = process.env.SUPABASE_SECRET_KEY;
    if (!key) throw new Error(`SUPABASE_SECRET_KEY is not set: moving content to or from ${url} needs the project's secret key (sb_secret_…).`);
    return { name: url, url, key, release: async () => {} };
  }
  const backend = await serveBackend(defaultProject(), { host: null, log: path.join(defaultProject().tempDir, 'content.log') });
  return { name: `the local backend (${backend.url})`, url: backend.url, key: backend.secretKey, release: backend.stop };
}

/** @param {string} question */
async function confirmed(question) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await prompt.question(`${question} [y/N] `)).trim());
  } finally {
    prompt.close();
  }
}

async function run() {
  if (command === 'export') {
    if (!options.out || positionals.length > 0) throw new UsageError();
    const backend = await connect();
    try {
      const db = createClient(backend.url, backend.key, { auth: { persistSession: false, autoRefreshToken: false } });
      const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000';
      const { zip, manifest } = await exportContent(db, { siteUrl, insights: options.insights });
      writeFileSync(options.out, zip);
      const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
      console.log(`Exported ${rows} rows of ${Object.keys(manifest.tables).length} tables and ${manifest.files.length} files from ${backend.name} to ${options.out} (${(zip.length / 1024 / 1024).toFixed(1)} MB).`);
    } finally {
      await backend.release();
    }
    return;
  }
  if (command === 'import') {
    const [file] = positionals;
    if (!file || positionals.length > 1 || options.out || options.insights) throw new UsageError();
    if (statSync(file).size > ARCHIVE_LIMITS.archiveBytes) throw new ArchiveError(`${file} is larger than a content archive may be (${ARCHIVE_LIMITS.archiveBytes / 1024 / 1024} MB).`);
    // Read and checked whole before the backend is touched.
    const archive = await readArchive(readFileSync(file));
    const backend = await connect();
    try {
      const db = createClient(backend.url, backend.key, { auth: { persistSession: false, autoRefreshToken: false } });
      const { isEmpty, summary } = await inspectTarget(db, archive);
      if (!isEmpty) {
        if (!options.replace) throw new ArchiveError(`${backend.name} already holds ${summary}. Import into an empty backend, or add --replace to delete that first.`);
        console.log(`--replace deletes what ${backend.name} holds: ${summary}.`);
        if (!options.yes) {
          if (!process.stdin.isTTY) throw new ArchiveError('There is no terminal to ask for confirmation: add --yes to replace anyway.');
          if (!(await confirmed('Delete it and import the archive?'))) {
            console.log('Nothing was changed.');
            return;
          }
        }
      }
      const result = await importContent(db, archive, { replace: options.replace });
      const rows = Object.values(result.rows).reduce((sum, n) => sum + n, 0);
      console.log(`Imported ${rows} rows and ${result.uploaded} files into ${backend.name}${result.removed ? `; removed ${result.removed} file${result.removed === 1 ? '' : 's'} the archive does not hold` : ''}.`);
    } finally {
      await backend.release();
    }
    return;
  }
  throw new UsageError();
}

class UsageError extends Error {}

try {
  await run();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(USAGE);
    process.exit(2);
  }
  const message = error instanceof Error ? error.message : String(error);
  // An import checks everything first and undoes what it did when the rows are refused.
  console.error(command === 'import' && error instanceof ArchiveError ? `${message}\nNothing was changed.` : message);
  process.exit(1);
}
