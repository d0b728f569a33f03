import 'server-only';
import { declareList } from '@/lib/data/list-declaration';
import { experienceSchema } from '@/lib/experience/schema';
import { EXPERIENCE_TEXTS } from '@/lib/experience/vocabulary';
import { EXPERIENCE_COLUMNS, EXPERIENCE_CONSTRAINT_MESSAGES, toExperience, toExperienceRow } from './model';

/** The cache tag of every public read of experience: an owner's save of experience expires it. */
export const EXPERIENCE_TAG = 'experience';

/** The owner's career: entries ordered by their dates, not by hand (a timeline has a natural order). */
export const experienceList = declareList({
  table: 'experience',
  columns: EXPERIENCE_COLUMNS,
  toItem: toExperience,
  toRow: toExperienceRow,
  schema: experienceSchema,
  idField: 'experienceId',
  noun: 'entry',
  texts: EXPERIENCE_TEXTS,
  constraints: EXPERIENCE_CONSTRAINT_MESSAGES,
  tag: EXPERIENCE_TAG,
  // Newest first: the current role, then by start month.
  order: [
    { column: 'is_current', ascending: false },
    { column: 'start_month', ascending: false },
    { column: 'created_at', ascending: false },
  ],
});

/** Newest first, cached under EXPERIENCE_TAG; none when the backend failed (logged). */
export const listPublicExperience = experienceList.listPublic;
