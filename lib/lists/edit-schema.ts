import type { z } from 'zod';

// Apart from lib/lists/schema.ts, which the public pages' client code imports: only the list
// declaration (server) needs this.

/** The edit form's schema: the item's fields and its id. */
export function withId<Shape extends z.core.$ZodShape, IdField extends string>(schema: z.ZodObject<Shape, z.core.$strip>, idField: IdField, idSchema: z.ZodUUID) {
  // safeExtend cannot check a key that is a type parameter against Shape; the result is the same
  // object schema with one more field, as its type says.
  return (schema as z.ZodObject).safeExtend({ [idField]: idSchema }) as unknown as z.ZodObject<Shape & Record<IdField, z.ZodUUID>, z.core.$strip>;
}
