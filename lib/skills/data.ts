import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { moveRow } from '@/lib/data/lists';
import { columnsOf, filledByTrigger, oneOf, selectList } from '@/lib/data/rows';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import type { MoveDirection } from '@/lib/lists/vocabulary';
import { SKILL_COLORS, SKILL_ICONS, SKILL_LIMITS as L, SKILL_TEXTS, type SkillColor, type SkillIcon } from '@/lib/skills/vocabulary';
import type { Db } from '@/lib/supabase/db';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';
import { requiredText as text } from '@/lib/validation/fields';

// The skills list, a small domain in one file: the form's schema, the row and its mapping, what
// visitors read (cached under SKILLS_TAG) and the owner's writes (with the caller's session:
// row-level security decides, not this code). Its texts and limits are in ./vocabulary.ts,
// which client components may import.

export const skillSchema = z.object({
  title: text('Title', L.title),
  description: text('Description', L.description),
  icon: z.enum(SKILL_ICONS, { error: 'Choose an icon' }),
  color: z.enum(SKILL_COLORS, { error: 'Choose a colour' }),
});

export type SkillFormField = keyof z.input<typeof skillSchema>;
export type SkillInput = z.output<typeof skillSchema>;

export const skillIdSchema = z.uuid({ error: 'Not a valid skill id' });
export const editedSkillSchema = skillSchema.extend({ skillId: skillIdSchema });

export const SKILL_COLUMNS = columnsOf('skills', ['id', 'title', 'description', 'icon', 'color', 'display_order', 'created_at']);
export const SKILL_SELECT = selectList(SKILL_COLUMNS);

/** A skill as the app uses it. */
export type Skill = { id: string; title: string; description: string; icon: SkillIcon; color: SkillColor };

export const toSkill = ({ id, title, description, icon, color }: Tables<'skills'>): Skill => ({
  id,
  title,
  description,
  icon: oneOf(SKILL_ICONS, icon, 'skills.icon'),
  color: oneOf(SKILL_COLORS, color, 'skills.color'),
});

/** The columns a form writes; a new skill's display_order is filled by the database (at the end). */
export const toSkillRow = (input: SkillInput) =>
  filledByTrigger<TablesInsert<'skills'>, 'display_order'>({ title: input.title, description: input.description, icon: input.icon, color: input.color });

/** Named CHECK constraints of public.skills → what to fix (checked against the migration). */
export const SKILL_CONSTRAINT_MESSAGES: Record<string, string> = {
  skills_title_length: `Title must be 1 to ${L.title} characters`,
  skills_description_length: `Description must be 1 to ${L.description} characters`,
  skills_icon_valid: 'Choose one of the icons',
  skills_color_valid: 'Choose one of the colours',
  skills_count: SKILL_TEXTS.full,
};

/** The cache tag of every public read of skills: an owner's save of skills expires it. */
export const SKILLS_TAG = 'skills';

/** The skills in display order; none when the backend failed (logged). */
export const listPublicSkills = cache(
  (): Promise<Skill[]> =>
    withFallback('skills', [], async () => {
      const { data, error } = await cachedClient(SKILLS_TAG)
        .from('skills')
        .select(SKILL_SELECT)
        .order('display_order', { ascending: true })
        .order('created_at', { ascending: true });
      if (error) throw new DataError('list skills', error);
      return data.map(toSkill);
    }),
);

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: SKILL_TEXTS.forbidden, constraints: SKILL_CONSTRAINT_MESSAGES, failed: 'The skill could not be saved' });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: SKILL_TEXTS.forbidden };
const notFound: WriteFailure = { ok: false, reason: 'not_found', message: SKILL_TEXTS.notFound };

/** In display order. Throws on failure. */
export async function listSkills(db: Db): Promise<Skill[]> {
  const { data, error } = await db.from('skills').select(SKILL_SELECT).order('display_order').order('created_at');
  if (error) throw new DataError('list skills', error);
  return data.map(toSkill);
}

/** RLS turns a refused update or delete into "0 rows", not an error: tell the two cases apart. */
async function refusedOrMissing(db: Db, id: string): Promise<WriteFailure> {
  const { data } = await db.from('skills').select('id').eq('id', id).maybeSingle();
  return data ? forbidden : notFound;
}

/** Adds a skill at the end of the list (the database fills in the order). */
export async function createSkill(db: Db, input: SkillInput): Promise<WriteResult<Skill>> {
  const { data, error } = await db.from('skills').insert([toSkillRow(input)]).select(SKILL_SELECT);
  if (error) return refused(error);
  const row = data[0];
  return row ? { ok: true, value: toSkill(row) } : forbidden;
}

export async function updateSkill(db: Db, id: string, input: SkillInput): Promise<WriteResult<Skill>> {
  if (!skillIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('skills').update(toSkillRow(input)).eq('id', id).select(SKILL_SELECT);
  if (error) return refused(error);
  const row = data[0];
  return row ? { ok: true, value: toSkill(row) } : refusedOrMissing(db, id);
}

export async function deleteSkill(db: Db, id: string): Promise<WriteResult> {
  if (!skillIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('skills').delete().eq('id', id).select('id');
  if (error) return refused(error);
  return data.length > 0 ? { ok: true, value: undefined } : refusedOrMissing(db, id);
}

/** Swaps the skill with its neighbour (one transaction in the database). False at either end. */
export async function moveSkill(db: Db, id: string, direction: MoveDirection): Promise<WriteResult<boolean>> {
  if (!skillIdSchema.safeParse(id).success) return notFound;
  return moveRow(db, 'skills', id, direction, refused);
}
