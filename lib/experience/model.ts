import 'server-only';
import { asColumns, columnsOf } from '@/lib/data/rows';
import { EXPERIENCE_LIMITS as L } from '@/lib/experience/vocabulary';
import type { ExperienceInput } from '@/lib/experience/schema';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';

export const EXPERIENCE_COLUMNS = columnsOf('experience', [
  'id',
  'role',
  'organisation',
  'location',
  'start_month',
  'end_month',
  'is_current',
  'summary',
  'highlights',
  'technologies',
  'created_at',
]);

/** An entry of the owner's career as the app uses it; months as 'YYYY-MM'. */
export type Experience = {
  id: string;
  role: string;
  organisation: string;
  location: string | null;
  startMonth: string;
  endMonth: string | null;
  isCurrent: boolean;
  summary: string;
  highlights: string[];
  technologies: string[];
};

export const toExperience = (row: Tables<'experience'>): Experience => ({
  id: row.id,
  role: row.role,
  organisation: row.organisation,
  location: row.location,
  startMonth: row.start_month.slice(0, 7),
  endMonth: row.end_month ? row.end_month.slice(0, 7) : null,
  isCurrent: row.is_current,
  summary: row.summary,
  highlights: row.highlights,
  technologies: row.technologies,
});

export const toExperienceRow = (input: ExperienceInput): TablesInsert<'experience'> => ({
  ...asColumns('experience', input, ['role', 'organisation', 'location', 'startMonth', 'isCurrent', 'summary', 'highlights', 'technologies']),
  end_month: input.isCurrent ? null : input.endMonth,
});

/** Named CHECK constraints of public.experience → what to fix (checked against the migration). */
export const EXPERIENCE_CONSTRAINT_MESSAGES: Record<string, string> = {
  experience_role_length: `Role must be 1 to ${L.role} characters`,
  experience_organisation_length: `Organisation must be 1 to ${L.organisation} characters`,
  experience_location_length: `Location must be 1 to ${L.location} characters`,
  experience_dates_valid: 'End cannot be before Start, and only a current role has no end',
  experience_summary_length: `Summary must be 1 to ${L.summary} characters`,
  experience_highlights_valid: `At most ${L.highlights} highlights of at most ${L.highlight} characters each`,
  experience_technologies_valid: `At most ${L.technologies} technologies of 1 to ${L.technology} characters each`,
};
