import { z } from 'zod';
import { MOVE_DIRECTIONS, PUBLISHING_STATUSES } from '@/lib/lists/vocabulary';

/** A move in an ordered list: which row (by id) and which way. */
export const moveSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }), direction: z.enum(MOVE_DIRECTIONS) });
export type MoveInput = z.infer<typeof moveSchema>;

/** A new item's form: its main button posts published ("Add Project"), "Save as draft" posts draft. */
export const newItemStatus = () => z.enum(PUBLISHING_STATUSES).optional().default('published');

/** Publish or unpublish from the list: which item, and its new status. */
export const statusChangeSchema = (id: z.ZodUUID) => z.object({ id, status: z.enum(PUBLISHING_STATUSES) });

/** The edit form's schema: the item's fields and its id. */
export function withId<Shape extends z.core.$ZodShape, IdField extends string>(schema: z.ZodObject<Shape, z.core.$strip>, idField: IdField, idSchema: z.ZodUUID) {
  // safeExtend cannot check a key that is a type parameter against Shape; the result is the same
  // object schema with one more field, as its type says.
  return (schema as z.ZodObject).safeExtend({ [idField]: idSchema }) as unknown as z.ZodObject<Shape & Record<IdField, z.ZodUUID>, z.core.$strip>;
}
