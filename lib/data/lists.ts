import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { MoveDirection } from '@/lib/lists/vocabulary';
import type { DbError, WriteFailure, WriteResult } from '@/lib/data/write-result';

/** The tables the database's move_row may reorder (public, row-level security, display_order). */
export type OrderedList = 'projects' | 'skills';

/**
 * Swaps the row with its neighbour in `list`, in one transaction in the database (move_row
 * checks the owner; row-level security applies). False at either end.
 */
export async function moveRow(
  db: SupabaseClient,
  list: OrderedList,
  id: string,
  direction: MoveDirection,
  refused: (error: DbError) => WriteFailure,
): Promise<WriteResult<boolean>> {
  const { data, error } = await db.rpc('move_row', { list_name: list, row_id: id, direction });
  if (error) return refused(error);
  return { ok: true, value: data === true };
}
