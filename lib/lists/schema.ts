import { z } from 'zod';
import { MOVE_DIRECTIONS } from '@/lib/lists/vocabulary';

/** A move in an ordered list: which row (by id) and which way. */
export const moveSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }), direction: z.enum(MOVE_DIRECTIONS) });
export type MoveInput = z.infer<typeof moveSchema>;
