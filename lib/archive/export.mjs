// @ts-check
// An export: every row the declaration names and every stored file of its buckets, read with the
// client it is given (the owner's session in the admin area, the secret key's on the command
// line; the database functions admit both and no one else), written as one zip.
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, ArchiveError, entryKind, fileEntry } from './format.mjs';
import { archiveBuckets, archiveTables, exportRequest } from './tables.mjs';
import { collect, sha256, zipWriter } from './zip.mjs';

/**
 * @typedef {import('../supabase/db').Db} Db
 * @typedef {{ tables: Record<string, number>, files: { bucket: string, path: string, bytes: number, type: string | null }[] }} Inventory
 */

/**
 * Runs `work` on each item, `limit` at a time. After a failure no item starts, and the first
 * error is thrown once the items under way have settled (so a cleanup sees all they did).
 * @template T, R
 * @param {readonly T[]} items
 * @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function eachLimited(items, work, limit = 4) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await work(/** @type {T} */ (items[index]));
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}

/**
 * How many rows each table holds and which files the buckets hold, as the database counts them.
 * @param {Db} db
 * @param {readonly string[]} tables
 * @param {readonly string[]} buckets
 * @returns {Promise<Inventory>}
 */
export async function readInventory(db, tables, buckets) {
  const { data, error } = await db.rpc('content_inventory', { tables: [...tables], buckets: [...buckets] });
  if (error) throw new Error(`Reading what the backend holds failed: ${error.message}`);
  return /** @type {Inventory} */ (data);
}

/**
 * Everything an export reads before it writes a byte: the rows and the list of stored files. A
 * failure here (the backend, a file no archive can carry) comes before any answer starts.
 * @param {Db} db
 * @param {{ siteUrl: string, insights?: boolean }} options
 */
export async function prepareExport(db, { siteUrl, insights = false }) {
  const tables = archiveTables({ insights });
  const [inventory, exported] = await Promise.all([
    readInventory(db, tables.map((table) => table.name), archiveBuckets(tables)),
    db.rpc('export_content', { tables: exportRequest(tables) }),
  ]);
  if (exported.error) throw new Error(`Reading the content failed: ${exported.error.message}`);
  const rows = /** @type {Record<string, import('./zip.mjs').Rows>} */ (exported.data);
  // What the import would refuse is refused here, naming the file, rather than written.
  for (const file of inventory.files) {
    try {
      entryKind(fileEntry(file.bucket, file.path));
    } catch (error) {
      throw new ArchiveError(`${file.bucket}/${file.path} cannot travel in an archive: ${error instanceof Error ? error.message : error} Rename or remove it, then export again.`);
    }
  }
  return { siteUrl, insights, createdAt: new Date().toISOString(), tables: tables.map((table) => ({ name: table.name, rows: rows[table.name] ?? [] })), files: inventory.files };
}

/**
 * The zip of a prepared export as a stream: the tables at once, each file as it is downloaded,
 * the manifest last. A download that fails ends the stream with its error (a reader then finds
 * the zip cut short).
 * @param {Db} db
 * @param {Awaited<ReturnType<typeof prepareExport>>} prepared
 */
export function streamExport(db, { siteUrl, insights, createdAt, tables, files }) {
  const writer = zipWriter(createdAt);
  const manifest = (async () => {
    for (const { name, rows } of tables) writer.addTable(name, rows);
    const described = await eachLimited(files, async ({ bucket, path, type }) => {
      const { data, error } = await db.storage.from(bucket).download(path);
      if (error || !data) throw new Error(`Downloading ${bucket}/${path} failed: ${error?.message ?? 'no data'}`);
      const bytes = new Uint8Array(await data.arrayBuffer());
      writer.addFile({ bucket, path, type, bytes });
      return { bucket, path, bytes: bytes.length, type, sha256: sha256(bytes) };
    });
    /** @type {import('./format.mjs').Manifest} */
    const made = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      siteUrl,
      createdAt,
      includesInsights: insights,
      tables: Object.fromEntries(tables.map(({ name, rows }) => [name, rows.length])),
      files: described,
    };
    writer.addManifest(made);
    writer.end();
    return made;
  })();
  manifest.catch((error) => writer.output.destroy(error));
  return { output: writer.output, manifest };
}

/**
 * The whole content as one zip in memory, with its manifest.
 * @param {Db} db
 * @param {{ siteUrl: string, insights?: boolean }} options
 */
export async function exportContent(db, options) {
  const { output, manifest } = streamExport(db, await prepareExport(db, options));
  const [zip, made] = await Promise.all([collect(output), manifest]);
  return { zip, manifest: made };
}
