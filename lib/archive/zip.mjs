// @ts-check
// The archive as a zip: written with yazl, read with yauzl, which refuses absolute names, `..`
// segments and backslashes and stops a stream that inflates past the size its entry declares.
// Reading trusts nothing else either: every entry must be a part of the format, no link, no
// encryption, within the bounds before a byte is inflated, and the manifest must tell the truth
// about every table's rows and every file's size and hash. It all happens before the import
// touches a backend.
import { createHash } from 'node:crypto';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { ARCHIVE_LIMITS, ArchiveError, MANIFEST_ENTRY, entryKind, fileEntry, parseManifest, rowsSchema, tableEntry } from './format.mjs';

/**
 * @typedef {import('./format.mjs').Manifest} Manifest
 * @typedef {{ [column: string]: import('../supabase/database.types').Json }[]} Rows
 * @typedef {{ bucket: string, path: string, type: string | null, bytes: Uint8Array }} StoredFile
 * @typedef {{ manifest: Manifest, tables: Map<string, Rows>, files: StoredFile[] }} Archive
 */

export const sha256 = (/** @type {Uint8Array} */ bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * A zip written while its entries are added, so a large archive streams out as its files arrive.
 * Files are stored as they are (images and PDFs are compressed already); JSON is deflated.
 * @param {string} createdAt the archive's date, which every entry carries
 */
export function zipWriter(createdAt) {
  const zip = new yazl.ZipFile();
  const mtime = new Date(createdAt);
  const json = (/** @type {unknown} */ value) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`);
  return {
    // A PassThrough, though typed as any readable stream.
    output: /** @type {import('node:stream').Readable} */ (zip.outputStream),
    addManifest: (/** @type {Manifest} */ manifest) => zip.addBuffer(json(manifest), MANIFEST_ENTRY, { mtime }),
    addTable: (/** @type {string} */ table, /** @type {Rows} */ rows) => zip.addBuffer(json(rows), tableEntry(table), { mtime }),
    addFile: (/** @type {StoredFile} */ file) => zip.addBuffer(Buffer.from(file.bytes), fileEntry(file.bucket, file.path), { mtime, compress: false }),
    end: () => zip.end(),
  };
}

/**
 * A readable stream's bytes, once it ends.
 * @param {NodeJS.ReadableStream} stream
 * @returns {Promise<Buffer>}
 */
export function collect(stream) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * The zip of a whole archive: the manifest, one JSON file per table, every file under its bucket.
 * @param {Archive} archive
 */
export function writeArchive({ manifest, tables, files }) {
  const writer = zipWriter(manifest.createdAt);
  writer.addManifest(manifest);
  for (const [table, rows] of tables) writer.addTable(table, rows);
  for (const file of files) writer.addFile(file);
  writer.end();
  return collect(writer.output);
}

const MB = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * Each entry of the zip, checked from its central directory record alone (nothing inflated).
 * @param {yauzl.ZipFile} zip
 * @param {typeof ARCHIVE_LIMITS} limits
 */
async function listEntries(zip, limits) {
  if (zip.entryCount > limits.entries) throw new ArchiveError(`The archive holds ${zip.entryCount} entries; a content archive holds at most ${limits.entries}.`);
  /** @type {Map<string, { entry: yauzl.Entry, kind: ReturnType<typeof entryKind> }>} */
  const entries = new Map();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw new ArchiveError(`The archive holds a link, which a content archive never does: ${name}.`);
      if (name.endsWith('/') && entry.uncompressedSize === 0) continue;
      if (entry.isEncrypted()) throw new ArchiveError(`The archive holds an encrypted entry: ${name}.`);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw new ArchiveError(`The archive holds an entry compressed in a way this site does not read: ${name}.`);
      if (entries.has(name)) throw new ArchiveError(`The archive holds ${name} twice.`);
      const kind = entryKind(name);
      const cap = kind.kind === 'manifest' ? limits.manifestBytes : kind.kind === 'table' ? limits.tableBytes : limits.fileBytes;
      if (entry.uncompressedSize > cap) throw new ArchiveError(`The archive's ${name} is ${MB(entry.uncompressedSize)}; at most ${MB(cap)} is allowed.`);
      total += entry.uncompressedSize;
      if (total > limits.totalBytes) throw new ArchiveError(`The archive inflates to more than ${MB(limits.totalBytes)}, the most a content archive may hold.`);
      entries.set(name, { entry, kind });
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    // yauzl's own refusals: a name that climbs out or is absolute, a damaged directory.
    throw new ArchiveError(`The archive is damaged or holds an unsafe entry (${error instanceof Error ? error.message : String(error)}).`);
  }
  return entries;
}

/**
 * An entry's bytes, at most its declared size (yauzl stops a stream that inflates past it).
 * @param {yauzl.ZipFile} zip
 * @param {yauzl.Entry} entry
 * @returns {Promise<Buffer>}
 */
async function inflate(zip, entry) {
  try {
    const stream = await zip.openReadStreamPromise(entry);
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > entry.uncompressedSize) {
        stream.destroy();
        throw new Error('more bytes than declared');
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
  } catch (error) {
    throw new ArchiveError(`The archive's ${entry.fileName} is damaged (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/** @param {Buffer} bytes @param {string} name */
function parseJson(bytes, name) {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ArchiveError(`The archive's ${name} is not valid JSON.`);
  }
}

/**
 * The archive in `buffer`, whole and consistent, or an ArchiveError saying why not.
 * @param {Uint8Array} buffer
 * @param {typeof ARCHIVE_LIMITS} [limits]
 * @returns {Promise<Archive>}
 */
export async function readArchive(buffer, limits = ARCHIVE_LIMITS) {
  if (buffer.length > limits.archiveBytes) throw new ArchiveError(`The archive is ${MB(buffer.length)}; a content archive may be at most ${MB(limits.archiveBytes)}.`);
  let zip;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.length), {
      lazyEntries: true,
      decodeStrings: true,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new ArchiveError(`This is not a zip archive, or it is damaged or cut short (${error instanceof Error ? error.message : String(error)}).`);
  }
  const entries = await listEntries(zip, limits);
  const manifestEntry = entries.get(MANIFEST_ENTRY);
  if (!manifestEntry) throw new ArchiveError('The archive has no manifest.json: it is not a content archive.');
  const manifest = parseManifest(parseJson(await inflate(zip, manifestEntry.entry), MANIFEST_ENTRY));

  /** @type {Map<string, Rows>} */
  const tables = new Map();
  const listed = new Map(manifest.files.map((file) => [fileEntry(file.bucket, file.path), file]));
  /** @type {StoredFile[]} */
  const files = [];
  for (const [name, { entry, kind }] of entries) {
    if (kind.kind === 'table') {
      const rows = rowsSchema.safeParse(parseJson(await inflate(zip, entry), name));
      if (!rows.success) throw new ArchiveError(`The archive's ${name} is not a list of rows.`);
      const expected = manifest.tables[kind.table];
      if (expected !== rows.data.length) throw new ArchiveError(`The manifest says ${expected ?? 'nothing'} rows of ${kind.table}; the archive holds ${rows.data.length}.`);
      tables.set(kind.table, /** @type {Rows} */ (rows.data));
    } else if (kind.kind === 'file') {
      const file = listed.get(name);
      if (!file) throw new ArchiveError(`The archive holds ${name}, which its manifest does not list.`);
      const bytes = await inflate(zip, entry);
      if (bytes.length !== file.bytes || sha256(bytes) !== file.sha256) throw new ArchiveError(`The archive's ${name} is not the file its manifest describes.`);
      files.push({ bucket: file.bucket, path: file.path, type: file.type, bytes });
    }
  }
  const missingTable = Object.keys(manifest.tables).find((table) => !tables.has(table));
  if (missingTable) throw new ArchiveError(`The manifest lists ${missingTable}, which the archive does not hold.`);
  const missingFile = [...listed.keys()].find((name) => !entries.has(name));
  if (missingFile) throw new ArchiveError(`The manifest lists ${missingFile}, which the archive does not hold.`);
  return { manifest, tables, files };
}
