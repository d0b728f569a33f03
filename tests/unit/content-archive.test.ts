import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_FORMAT, ARCHIVE_LIMITS, ARCHIVE_VERSION, type Manifest } from '@/lib/archive/format.mjs';
import { readArchive, sha256, writeArchive } from '@/lib/archive/zip.mjs';

// Every hostile or broken archive is refused, with words that say why, before anything reaches a
// backend. The archives are made here: a good one by the export's own writer, the rest by hand.

const PHOTO = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
const SKILLS = [
  { id: '00000000-0000-4000-8000-000000000001', title: 'WordPress', display_order: 1 },
  { id: '00000000-0000-4000-8000-000000000002', title: 'Power BI', display_order: 2 },
];

const manifestOf = (overrides: Partial<Manifest> = {}): Manifest => ({
  format: ARCHIVE_FORMAT,
  version: ARCHIVE_VERSION,
  siteUrl: 'https://portfolio.example.com',
  createdAt: '2026-12-06T10:00:00.000Z',
  includesInsights: false,
  tables: { skills: SKILLS.length },
  files: [{ bucket: 'people', path: 'portrait/me.webp', bytes: PHOTO.length, type: 'image/webp', sha256: sha256(PHOTO) }],
  ...overrides,
});

const goodArchive = (manifest = manifestOf()) =>
  writeArchive({ manifest, tables: new Map([['skills', SKILLS]]), files: [{ bucket: 'people', path: 'portrait/me.webp', type: 'image/webp', bytes: PHOTO }] });

type Entry = { name: string; data: Uint8Array | string; mode?: number; compress?: boolean };

/** A zip of exactly these entries (yazl refuses unsafe names itself; see `renamed`). */
function zipOf(entries: Entry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { name, data, mode, compress = true } of entries) zip.addBuffer(Buffer.from(data), name, { mode, compress });
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The manifest and skills of a good archive, plus `extra` entries. */
const withEntries = (extra: Entry[], manifest = manifestOf({ files: [] })) =>
  zipOf([{ name: 'manifest.json', data: JSON.stringify(manifest) }, { name: 'tables/skills.json', data: JSON.stringify(SKILLS) }, ...extra]);

/** `zip` with every occurrence of a name replaced by another of the same length, as a hand-edited zip would have it. */
function renamed(zip: Buffer, from: string, to: string): Buffer {
  expect(to.length).toBe(from.length);
  return Buffer.from(zip.toString('latin1').replaceAll(from, to), 'latin1');
}

/** `zip` with the uncompressed size its directory and local header declare for `name` set to `size`. */
function declaring(zip: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.indexOf(name); at >= 0; at = copy.indexOf(name, at + 1)) {
    if (copy.readUInt32LE(at - 46) === 0x02014b50) copy.writeUInt32LE(size, at - 46 + 24);
    if (copy.readUInt32LE(at - 30) === 0x04034b50) copy.writeUInt32LE(size, at - 30 + 22);
  }
  return copy;
}

const refusal = (zip: Uint8Array, limits = ARCHIVE_LIMITS) =>
  readArchive(zip, limits).then(
    () => {
      throw new Error('the archive was accepted');
    },
    (error: Error) => {
      expect(error.name).toBe('ArchiveError');
      return error.message;
    },
  );

describe('a content archive', () => {
  it('reads back exactly what the export wrote', async () => {
    const archive = await readArchive(await goodArchive());
    expect(archive.manifest).toEqual(manifestOf());
    expect(archive.tables).toEqual(new Map([['skills', SKILLS]]));
    expect(archive.files).toEqual([{ bucket: 'people', path: 'portrait/me.webp', type: 'image/webp', bytes: Buffer.from(PHOTO) }]);
  });

  it('refuses what is not a zip, and a zip cut short', async () => {
    expect(await refusal(Buffer.from('{"tables": {}}'))).toMatch(/^This is not a zip archive, or it is damaged or cut short/);
    const zip = await goodArchive();
    expect(await refusal(zip.subarray(0, zip.length - 30))).toMatch(/^This is not a zip archive, or it is damaged or cut short/);
  });

  it('refuses an archive larger than the limit before reading it', async () => {
    const zip = await goodArchive();
    expect(await refusal(zip, { ...ARCHIVE_LIMITS, archiveBytes: zip.length - 1 })).toMatch(/^The archive is 0\.0 MB; a content archive may be at most/);
  });

  it('refuses an entry that climbs out with `..` or starts at the root', async () => {
    const climbing = renamed(await withEntries([{ name: 'files/people/xx/passwd', data: 'x' }]), 'files/people/xx/passwd', 'files/people/../passwd');
    expect(await refusal(climbing)).toMatch(/^The archive is damaged or holds an unsafe entry \(invalid relative path: files\/people\/\.\.\/passwd\)/);
    const absolute = renamed(await withEntries([{ name: 'xetc/passwd', data: 'x' }]), 'xetc/passwd', '/etc/passwd');
    expect(await refusal(absolute)).toMatch(/^The archive is damaged or holds an unsafe entry \(absolute path: \/etc\/passwd\)/);
    const backslash = renamed(await withEntries([{ name: 'files/people/a/b.png', data: 'x' }]), 'files/people/a/b.png', 'files/people/a\\b.png');
    expect(await refusal(backslash)).toMatch(/^The archive is damaged or holds an unsafe entry/);
  });

  it('refuses a link, whatever it points at', async () => {
    const link = await withEntries([{ name: 'files/people/portrait/me.webp', data: '../../../etc/passwd', mode: 0o120777 }]);
    expect(await refusal(link)).toBe('The archive holds a link, which a content archive never does: files/people/portrait/me.webp.');
  });

  it('refuses a zip bomb by the size it declares, before inflating it', async () => {
    const bomb = await withEntries([{ name: 'files/people/portrait/me.webp', data: new Uint8Array(11 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(bomb)).toBe("The archive's files/people/portrait/me.webp is 11.0 MB; at most 10.0 MB is allowed.");
    const many = await withEntries(['a', 'b', 'c'].map((name) => ({ name: `files/people/${name}.webp`, data: new Uint8Array(4000) })));
    expect(await refusal(many, { ...ARCHIVE_LIMITS, totalBytes: 10_000 })).toBe('The archive inflates to more than 0.0 MB, the most a content archive may hold.');
    expect(await refusal(many, { ...ARCHIVE_LIMITS, entries: 4 })).toBe('The archive holds 5 entries; a content archive holds at most 4.');
  });

  it('refuses a zip bomb that lies about its size, as soon as it inflates past it', async () => {
    const name = 'files/people/portrait/me.webp';
    const manifest = manifestOf({ files: [{ bucket: 'people', path: 'portrait/me.webp', bytes: 1000, type: 'image/webp', sha256: '0'.repeat(64) }] });
    const lying = declaring(await withEntries([{ name, data: new Uint8Array(5 * 1024 * 1024) }], manifest), name, 1000);
    expect(await refusal(lying)).toMatch(new RegExp(`^The archive's ${name} is damaged \\(too many bytes in the stream`));
  });

  it('refuses an archive made by a newer version of the site', async () => {
    const newer = await withEntries([], { ...manifestOf({ files: [] }), version: ARCHIVE_VERSION + 1 });
    expect(await refusal(newer)).toBe(
      `This archive was made by a newer version of the site (format version ${ARCHIVE_VERSION + 1}; this site reads up to ${ARCHIVE_VERSION}). Update the site, then import.`,
    );
  });

  it('refuses a manifest that lies about the rows or the files', async () => {
    expect(await refusal(await withEntries([], manifestOf({ tables: { skills: 3 }, files: [] })))).toBe('The manifest says 3 rows of skills; the archive holds 2.');
    expect(await refusal(await withEntries([], manifestOf({ tables: { skills: 2, experience: 1 }, files: [] })))).toBe(
      'The manifest lists experience, which the archive does not hold.',
    );
    expect(await refusal(await withEntries([], manifestOf()))).toBe('The manifest lists files/people/portrait/me.webp, which the archive does not hold.');
    const other = await withEntries([{ name: 'files/people/portrait/me.webp', data: new Uint8Array([9, 9, 9, 9, 9, 9, 9, 9]) }], manifestOf());
    expect(await refusal(other)).toBe("The archive's files/people/portrait/me.webp is not the file its manifest describes.");
    const unlisted = await withEntries([{ name: 'files/people/portrait/me.webp', data: PHOTO }]);
    expect(await refusal(unlisted)).toBe('The archive holds files/people/portrait/me.webp, which its manifest does not list.');
  });

  it('refuses files outside the known buckets, names no upload makes, and anything that is not part of the format', async () => {
    expect(await refusal(await withEntries([{ name: 'files/secrets/key.png', data: 'x' }]))).toBe('The archive holds files of a bucket this site does not have: secrets.');
    expect(await refusal(await withEntries([{ name: 'files/people/my photo.png', data: 'x' }]))).toBe(
      'The archive holds a file at a path this site never makes: files/people/my photo.png.',
    );
    expect(await refusal(await withEntries([{ name: 'tables/owners.json', data: '[]' }]))).toBe('The archive holds a table this site does not know: owners. Update the site, then import.');
    expect(await refusal(await withEntries([{ name: 'run.sh', data: 'rm -rf /' }]))).toBe('The archive holds something that is not part of a content archive: run.sh.');
    expect(await refusal(await withEntries([{ name: 'tables/skills.json', data: '[]' }]))).toBe('The archive holds tables/skills.json twice.');
  });

  it('refuses a missing or malformed manifest and rows that are not rows', async () => {
    expect(await refusal(await zipOf([{ name: 'tables/skills.json', data: '[]' }]))).toBe('The archive has no manifest.json: it is not a content archive.');
    expect(await refusal(await zipOf([{ name: 'manifest.json', data: '{"format": "portfolio-content",' }]))).toBe("The archive's manifest.json is not valid JSON.");
    expect(await refusal(await zipOf([{ name: 'manifest.json', data: JSON.stringify({ ...manifestOf(), siteUrl: 'javascript:alert(1)' }) }]))).toMatch(
      /^The archive's manifest\.json is not a content archive's manifest \(siteUrl: /,
    );
    const scalarRows = await zipOf([{ name: 'manifest.json', data: JSON.stringify(manifestOf({ files: [] })) }, { name: 'tables/skills.json', data: '[1, 2]' }]);
    expect(await refusal(scalarRows)).toBe("The archive's tables/skills.json is not a list of rows.");
  });
});
