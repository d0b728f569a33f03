import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { readInventory } from './export.mjs';
import { ARCHIVE_TABLES, archiveBuckets } from './tables.mjs';

// The owner's view of what an archive would hold, with the caller's session (the database
// function answers the owner only).

export type ArchiveSummary = {
  tables: { name: string; rows: number; isOptional: boolean }[];
  files: number;
  bytes: number;
};

export async function getArchiveSummary(db: Db): Promise<ArchiveSummary> {
  const inventory = await readInventory(db, ARCHIVE_TABLES.map((table) => table.name), archiveBuckets());
  return {
    tables: ARCHIVE_TABLES.map((table) => ({ name: table.name, rows: inventory.tables[table.name] ?? 0, isOptional: table.only !== undefined })),
    files: inventory.files.length,
    bytes: inventory.files.reduce((sum, file) => sum + file.bytes, 0),
  };
}
