// The projects table's fixed vocabulary and size limits, shared by browser and server code.
// Kept free of zod so client components can import it without shipping the validator.

export const CATEGORIES = ['wordpress', 'power_bi', 'web_development', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Home page filter: every category, or all of them. */
export const FILTERS = ['all', ...CATEGORIES] as const;
export type Filter = (typeof FILTERS)[number];

// The same limits as the database constraints in supabase/migrations.
export const LIMITS = {
  title: 200,
  description: 5000,
  technologies: 30,
  technology: 50,
  gallery: 20,
  url: 2048,
} as const;
