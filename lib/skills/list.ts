import 'server-only';
import { z } from 'zod';
import { declareList } from '@/lib/data/list-declaration';
import { asColumns, columnsOf, filledByTrigger, oneOf } from '@/lib/data/rows';
import { SKILL_COLORS, SKILL_ICONS, SKILL_LIMITS as L, SKILL_TEXTS, type SkillColor, type SkillIcon } from '@/lib/skills/vocabulary';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';
import { requiredText as text } from '@/lib/validation/fields';

// The skills list, a small domain in one file: the form's schema, the row and its mapping, and
// the declaration that makes what visitors read and the owner's writes of them. Its texts and
// limits are in ./vocabulary.ts, which client components may import.

export const skillSchema = z.object({
  title: text('Title', L.title),
  description: text('Description', L.description),
  icon: z.enum(SKILL_ICONS, { error: 'Choose an icon' }),
  color: z.enum(SKILL_COLORS, { error: 'Choose a colour' }),
});

export type SkillInput = z.output<typeof skillSchema>;

export const SKILL_COLUMNS = columnsOf('skills', ['id', 'title', 'description', 'icon', 'color', 'display_order', 'created_at']);

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
  filledByTrigger<TablesInsert<'skills'>, 'display_order'>(asColumns('skills', input, ['title', 'description', 'icon', 'color']));

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

/** The skills in the owner's order: read by visitors, written by the owner. */
export const skillList = declareList({
  table: 'skills',
  columns: SKILL_COLUMNS,
  toItem: toSkill,
  toRow: toSkillRow,
  schema: skillSchema,
  idField: 'skillId',
  noun: 'skill',
  texts: SKILL_TEXTS,
  constraints: SKILL_CONSTRAINT_MESSAGES,
  tag: SKILLS_TAG,
  order: 'manual',
});

/** The skills in display order, cached under SKILLS_TAG; none when the backend failed (logged). */
export const listPublicSkills = skillList.listPublic;
