// @ts-check
// An import, with the secret key: the files first, then every row in one transaction
// (public.import_content). If anything fails, the files it uploaded are removed and those it
// overwrote put back, so the backend is as it was; after a replace, the files the archive does
// not hold are removed once the rows are in.
import { ArchiveError } from './format.mjs';
import { eachLimited, readInventory } from './export.mjs';
import { ARCHIVE_TABLES } from './tables.mjs';

/**
 * @typedef {import('../supabase/db').Db} Db
 * @typedef {import('./zip.mjs').Archive} Archive
 * @typedef {import('./zip.mjs').StoredFile} StoredFile
 * @typedef {import('./export.mjs').Inventory} Inventory
 */

// The admin's uploads are served with this; a file moved here is the same file.
const CACHE_CONTROL = '60';

/**
 * The tables an import writes, in the order their rows are written: every table but the optional
 * ones the archive leaves out. A table added since the archive was made is written empty: its site
 * had none of it, so a replace leaves none of the target's behind (an earlier site's history, say).
 * @param {Archive} archive
 */
const tablesOf = (archive) => ARCHIVE_TABLES.filter((table) => archive.tables.has(table.name) || !table.only);

/** Every bucket the archive's tables keep files in, and those its files are in. @param {Archive} archive */
const bucketsOf = (archive) => [...new Set([...tablesOf(archive).flatMap((table) => table.buckets ?? []), ...archive.files.map((file) => file.bucket)])];

/**
 * What the target holds where the archive would go: the rows of its tables and the files of its
 * buckets. Empty means the import may go ahead without replacing anything.
 * @param {Db} db
 * @param {Archive} archive
 */
export async function inspectTarget(db, archive) {
  const inventory = await readInventory(db, tablesOf(archive).map((table) => table.name), bucketsOf(archive));
  const rows = Object.entries(inventory.tables).filter(([, n]) => n > 0);
  return { inventory, isEmpty: rows.length === 0 && inventory.files.length === 0, summary: describeInventory(inventory) };
}

/** "21 rows (profile 1, projects 20) and 4 stored files", or "nothing". @param {Inventory} inventory */
export function describeInventory(inventory) {
  const counts = ARCHIVE_TABLES.flatMap(({ name }) => {
    const n = inventory.tables[name] ?? 0;
    return n > 0 ? [{ name: name.replaceAll('_', ' '), n }] : [];
  });
  const rows = counts.reduce((sum, { n }) => sum + n, 0);
  const parts = [];
  if (rows > 0) parts.push(`${rows} row${rows === 1 ? '' : 's'} (${counts.map(({ name, n }) => `${name} ${n}`).join(', ')})`);
  if (inventory.files.length > 0) parts.push(`${inventory.files.length} stored file${inventory.files.length === 1 ? '' : 's'}`);
  return parts.length > 0 ? parts.join(' and ') : 'nothing';
}

const keyOf = (/** @type {{ bucket: string, path: string }} */ file) => `${file.bucket}/${file.path}`;

/**
 * @param {Db} db
 * @param {StoredFile} file
 * @param {boolean} upsert
 */
async function upload(db, file, upsert) {
  const { error } = await db.storage
    .from(file.bucket)
    .upload(file.path, file.bytes, { contentType: file.type ?? 'application/octet-stream', cacheControl: CACHE_CONTROL, upsert });
  if (error) throw new Error(`Uploading ${keyOf(file)} failed: ${error.message}`);
}

/**
 * Removes files, bucket by bucket; what fails is returned, never thrown (it is cleanup).
 * @param {Db} db
 * @param {readonly { bucket: string, path: string }[]} files
 */
async function removeFiles(db, files) {
  const failed = [];
  for (const bucket of new Set(files.map((file) => file.bucket))) {
    const paths = files.filter((file) => file.bucket === bucket).map((file) => file.path);
    for (let start = 0; start < paths.length; start += 100) {
      const { error } = await db.storage.from(bucket).remove(paths.slice(start, start + 100));
      if (error) failed.push(`${bucket}: ${error.message}`);
    }
  }
  return failed;
}

/**
 * Imports `archive`. Without `replace` the target must hold nothing where the archive goes; with
 * it, the rows of the archive's tables and the files of its buckets are replaced.
 * @param {Db} db the secret key's client
 * @param {Archive} archive
 * @param {{ replace?: boolean }} [options]
 * @returns {Promise<{ rows: Record<string, number>, uploaded: number, removed: number }>}
 */
export async function importContent(db, archive, { replace = false } = {}) {
  const { inventory, isEmpty, summary } = await inspectTarget(db, archive);
  if (!isEmpty && !replace) throw new ArchiveError(`The backend already holds ${summary}. Import into an empty backend, or replace what it holds.`);

  const existing = new Set(inventory.files.map(keyOf));
  /** @type {StoredFile[]} */
  const created = [];
  /** @type {StoredFile[]} */
  const overwritten = [];
  try {
    await eachLimited(archive.files, async (file) => {
      if (existing.has(keyOf(file))) {
        const { data, error } = await db.storage.from(file.bucket).download(file.path);
        if (error || !data) throw new Error(`Keeping a copy of ${keyOf(file)} failed: ${error?.message ?? 'no data'}`);
        const copy = { ...file, bytes: new Uint8Array(await data.arrayBuffer()), type: data.type || file.type };
        await upload(db, file, true);
        overwritten.push(copy);
      } else {
        await upload(db, file, false);
        created.push(file);
      }
    });
    const tables = tablesOf(archive).map((table) => ({ name: table.name, rows: archive.tables.get(table.name) ?? [] }));
    const { data, error } = await db.rpc('import_content', { tables, replace });
    if (error) throw new ArchiveError(`The backend refused the archive's rows: ${error.message}${error.hint ? ` (${error.hint})` : ''}.`);
    const kept = new Set(archive.files.map(keyOf));
    const stale = inventory.files.filter((file) => !kept.has(keyOf(file)));
    const failed = await removeFiles(db, stale);
    if (failed.length > 0) console.error(`[archive] removing replaced files failed: ${failed.join('; ')}`);
    return { rows: /** @type {Record<string, number>} */ (data), uploaded: archive.files.length, removed: stale.length };
  } catch (error) {
    const failed = await removeFiles(db, created);
    for (const file of overwritten) await upload(db, file, true).catch((restoreError) => failed.push(String(restoreError)));
    if (failed.length > 0) console.error(`[archive] undoing the files failed: ${failed.join('; ')}`);
    throw error;
  }
}
