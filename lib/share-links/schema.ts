import { z } from 'zod';
import { PROJECT_LIMITS } from '@/lib/projects/vocabulary';
import { isCalendarDate } from '@/lib/validation/dates';

const today = () => new Date().toISOString().slice(0, 10);

/** A new share link: who it is for, and optionally the last day (UTC) it opens the project. */
export const newShareLinkSchema = z.object({
  projectId: z.uuid({ error: 'That project no longer exists.' }),
  name: z
    .string({ error: 'Name is required, e.g. "Acme procurement team"' })
    .trim()
    .min(1, 'Name is required, e.g. "Acme procurement team"')
    .max(PROJECT_LIMITS.shareLinkName, `Name must be at most ${PROJECT_LIMITS.shareLinkName} characters`),
  expiresOn: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDate(value), 'Expiry must be a date, e.g. 2026-12-31')
    .refine((value) => value === null || value >= today(), 'Expiry cannot be in the past'),
});

export type NewShareLink = z.output<typeof newShareLinkSchema>;

export const shareLinkIdSchema = z.uuid({ error: 'That share link no longer exists.' });
