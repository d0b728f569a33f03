import 'server-only';
import type { Db } from '@/lib/supabase/db';
import type { MoveDirection } from '@/lib/lists/vocabulary';
import type { DbError, WriteFailure, WriteResult } from '@/lib/data/write-result';

/**
 * Swaps the row with its neighbour in the table `list`, in one transaction in the database.
 * move_row checks the owner, applies row-level security and accepts only ordered tables (public,
 * row-level security on, a display_order). False at either end.
 */
export async function moveRow(
  db: Db,
  list: string,
  id: string,
  direction: MoveDirection,
  refused: (error: DbError) => WriteFailure,
): Promise<WriteResult<boolean>> {
  const { data, error } = await db.rpc('move_row', { list_name: list, row_id: id, direction });
  if (error) return refused(error);
  return { ok: true, value: data === true };
}
