// What the public project grid's browser code needs: the categories and their labels, the
// filters, the page limit and a project's address. Apart from ./vocabulary (which re-exports
// them) so the admin's texts and limits stay out of every public page's JavaScript.

export const CATEGORIES = ['wordpress', 'power_bi', 'web_development', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Home page filter: every category, or all of them. */
export const FILTERS = ['all', ...CATEGORIES] as const;
export type Filter = (typeof FILTERS)[number];

/** The most projects one request to /api/projects answers with. */
export const MAX_PAGE_LIMIT = 100;

const CATEGORY_LABELS: Record<Filter, string> = {
  all: 'All',
  wordpress: 'WordPress',
  power_bi: 'Power BI',
  web_development: 'Web Development',
  other: 'Other',
};

/** "power_bi" → "Power BI": underscores shown as spaces, product names spelled right. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as Filter] ?? category.replaceAll('_', ' ');
}

export const projectPath = (slug: string) => `/projects/${slug}`;
