import type { CardPage, CardProject } from '@/lib/projects/cards';
import { MAX_PAGE_LIMIT, type Filter } from '@/lib/projects/grid';

/** A page of a category's cards from /api/projects (cached there), with the category's total. */
export async function fetchPage(filter: Filter, offset: number, limit?: number): Promise<CardPage> {
  const query = new URLSearchParams({ category: filter, offset: String(offset) });
  if (limit !== undefined) query.set('limit', String(Math.min(limit, MAX_PAGE_LIMIT)));
  const response = await fetch(`/api/projects?${query}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** What the grid knows of each category's list: the projects in order, from the start. */
export type Lists = Partial<Record<Filter, CardProject[]>>;
