// @ts-check
// The archive's format (docs/ARCHIVE.md): its name and version, the manifest's schema, where
// each part lives inside the zip, and the bounds an archive must keep before anything is inflated.
import { z } from 'zod';
import { ARCHIVE_TABLES, archiveBuckets } from './tables.mjs';

export const ARCHIVE_FORMAT = 'portfolio-content';
/** Raised when the layout or the meaning of a part changes; a site refuses archives newer than it. */
export const ARCHIVE_VERSION = 1;

const MiB = 1024 * 1024;

/** What an archive may hold, checked against the sizes the zip declares before inflating and against what it inflates to. */
export const ARCHIVE_LIMITS = {
  /** The zip file itself. */
  archiveBytes: 1024 * MiB,
  /** Everything inside it, inflated. */
  totalBytes: 1024 * MiB,
  entries: 20_000,
  manifestBytes: 4 * MiB,
  /** One table's JSON (posts hold up to 50,000 characters each). */
  tableBytes: 256 * MiB,
  /** One stored file: the largest any bucket takes (a CV, 10 MB). */
  fileBytes: 10 * MiB,
};

/** Why an archive is refused, in words for the person who made or chose it. */
export class ArchiveError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ArchiveError';
  }
}

export const MANIFEST_ENTRY = 'manifest.json';
/** @param {string} table */
export const tableEntry = (table) => `tables/${table}.json`;
/** @param {string} bucket @param {string} path */
export const fileEntry = (bucket, path) => `files/${bucket}/${path}`;

// Plain path segments, as the admin's uploads name files: no dot segments, no escapes, no
// backslashes, nothing absolute.
const STORAGE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/){0,8}[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

const KNOWN_TABLES = new Set(ARCHIVE_TABLES.map((table) => table.name));
const KNOWN_BUCKETS = new Set(archiveBuckets());

/**
 * What an entry's name says it is, or a refusal naming it.
 * @param {string} name
 * @returns {{ kind: 'manifest' } | { kind: 'table', table: string } | { kind: 'file', bucket: string, path: string }}
 */
export function entryKind(name) {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  const table = /^tables\/([a-z_]{1,63})\.json$/.exec(name)?.[1];
  if (table !== undefined) {
    if (!KNOWN_TABLES.has(/** @type {never} */ (table))) throw new ArchiveError(`The archive holds a table this site does not know: ${table}. Update the site, then import.`);
    return { kind: 'table', table };
  }
  const file = /^files\/([a-z0-9-]{1,63})\/(.+)$/.exec(name);
  if (file) {
    const [, bucket = '', path = ''] = file;
    if (!KNOWN_BUCKETS.has(/** @type {never} */ (bucket))) throw new ArchiveError(`The archive holds files of a bucket this site does not have: ${bucket}.`);
    if (!STORAGE_PATH.test(path)) throw new ArchiveError(`The archive holds a file at a path this site never makes: ${name}.`);
    return { kind: 'file', bucket, path };
  }
  throw new ArchiveError(`The archive holds something that is not part of a content archive: ${name}.`);
}

const fileSchema = z.strictObject({
  bucket: z.string().refine((bucket) => KNOWN_BUCKETS.has(/** @type {never} */ (bucket)), 'not a bucket of this site'),
  path: z.string().regex(STORAGE_PATH),
  bytes: z.number().int().min(0).max(ARCHIVE_LIMITS.fileBytes),
  type: z.string().max(255).nullable(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().min(1).max(ARCHIVE_VERSION),
  siteUrl: z.url({ protocol: /^https?$/ }),
  createdAt: z.iso.datetime({ offset: true }),
  includesInsights: z.boolean(),
  tables: z.record(z.string().regex(/^[a-z_]{1,63}$/), z.number().int().min(0)),
  files: z.array(fileSchema).max(ARCHIVE_LIMITS.entries),
});

/** @typedef {z.infer<typeof manifestSchema>} Manifest */
/** @typedef {Manifest['files'][number]} ManifestFile */

/**
 * The manifest, or a refusal saying what is wrong with it. A newer version gets its own words:
 * its parts may mean something this site cannot read.
 * @param {unknown} value
 * @returns {Manifest}
 */
export function parseManifest(value) {
  const version = /** @type {{ version?: unknown } | null} */ (value)?.version;
  if (typeof version === 'number' && version > ARCHIVE_VERSION) {
    throw new ArchiveError(`This archive was made by a newer version of the site (format version ${version}; this site reads up to ${ARCHIVE_VERSION}). Update the site, then import.`);
  }
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ArchiveError(`The archive's manifest.json is not a content archive's manifest (${issue?.path.join('.') || 'manifest'}: ${issue?.message}).`);
  }
  return parsed.data;
}

/** One table's rows: plain objects whose keys are column names. */
export const rowsSchema = z.array(z.record(z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/), z.json()));
