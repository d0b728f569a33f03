import 'server-only';
import { z } from 'zod';
import { declareList } from '@/lib/data/list-declaration';
import { asColumns, columnsOf, filledByTrigger } from '@/lib/data/rows';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';
import { optionalUrl, requiredText } from '@/lib/validation/fields';

// The awards list: its limits and texts, the form's schema, the row and its mapping, and the
// declaration that makes what visitors read (cached under AWARDS_TAG) and the owner's writes.

export const AWARD_LIMITS = { title: 120, issuer: 120, firstYear: 1950, lastYear: 2100 } as const;

export const AWARD_TEXTS = {
  heading: 'Awards',
  added: 'Award added successfully',
  updated: 'Award updated successfully',
  deleted: 'Award deleted successfully',
  deleteFailed: 'Failed to delete award',
  moved: 'Award moved',
  notFound: 'That award no longer exists.',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  listFailed: 'Failed to fetch the awards',
} as const;

const YEAR_RULE = `Year must be from ${AWARD_LIMITS.firstYear} to ${AWARD_LIMITS.lastYear}`;

export const awardSchema = z.object({
  title: requiredText('Title', AWARD_LIMITS.title),
  issuer: requiredText('Issuer', AWARD_LIMITS.issuer),
  year: z.coerce.number({ error: YEAR_RULE }).int(YEAR_RULE).min(AWARD_LIMITS.firstYear, YEAR_RULE).max(AWARD_LIMITS.lastYear, YEAR_RULE),
  url: optionalUrl('Link'),
});

export const AWARD_COLUMNS = columnsOf('awards', ['id', 'title', 'issuer', 'year', 'url', 'display_order', 'created_at']);

export type Award = { id: string; title: string; issuer: string; year: number; url: string | null };

export const toAward = ({ id, title, issuer, year, url }: Tables<'awards'>): Award => ({ id, title, issuer, year, url });

/** Named CHECK constraints of public.awards → what to fix (checked against the migration). */
export const AWARD_CONSTRAINT_MESSAGES: Record<string, string> = {
  awards_title_length: `Title must be 1 to ${AWARD_LIMITS.title} characters`,
  awards_issuer_length: `Issuer must be 1 to ${AWARD_LIMITS.issuer} characters`,
  awards_year_valid: YEAR_RULE,
  awards_url_valid: 'Link must be a valid http(s) URL',
};

/** The cache tag of every public read of awards: an owner's save of awards expires it. */
export const AWARDS_TAG = 'awards';

export const awardList = declareList({
  table: 'awards',
  columns: AWARD_COLUMNS,
  toItem: toAward,
  toRow: (input) => filledByTrigger<TablesInsert<'awards'>, 'display_order'>(asColumns('awards', input, ['title', 'issuer', 'year', 'url'])),
  schema: awardSchema,
  idField: 'awardId',
  noun: 'award',
  texts: AWARD_TEXTS,
  constraints: AWARD_CONSTRAINT_MESSAGES,
  tag: AWARDS_TAG,
  order: 'manual',
});

/** The awards in display order, cached under AWARDS_TAG; none when the backend failed (logged). */
export const listPublicAwards = awardList.listPublic;
