// Readable addresses (/projects/<slug>, /blog/<slug>). The database makes a slug from the title
// when none is given (private.slugify in the migrations); this is the same rule, for the forms.

/** Lowercase ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shaped like a project id: /projects/<id> redirects to the slug, so no slug may look like one. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const isSlug = (value: string) => value.length <= 80 && SLUG_PATTERN.test(value) && !isUuid(value);

/** "Café Déjà Vu — 2024!" → "cafe-deja-vu-2024"; "project" when nothing is left. */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replaceAll('æ', 'ae')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('ł', 'l')
    .replaceAll('ø', 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'project';
}

