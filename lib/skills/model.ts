import 'server-only';
import { columnsOf, filledByTrigger, oneOf, selectList } from '@/lib/data/rows';
import { SKILL_COLORS, SKILL_ICONS, SKILL_LIMITS as L, SKILL_TEXTS, type SkillColor, type SkillIcon } from '@/lib/skills/vocabulary';
import type { SkillInput } from '@/lib/skills/schema';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';

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
