import { z } from 'zod';
import { MOVE_DIRECTIONS, PUBLISHING_STATUSES } from '@/lib/lists/vocabulary';

/** A move in an ordered list: which row (by id) and which way. */
export const moveSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }), direction: z.enum(MOVE_DIRECTIONS) });
export type MoveInput = z.infer<typeof moveSchema>;

/** A new item's form: its main button posts published ("Add Project"), "Save as draft" posts draft. */
export const newItemStatus = () => z.enum(PUBLISHING_STATUSES).optional().default('published');

/** Publish or unpublish from the list: which item, and its new status. */
export const statusChangeSchema = (id: z.ZodUUID) => z.object({ id, status: z.enum(PUBLISHING_STATUSES) });
