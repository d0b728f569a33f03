import 'server-only';
import { columnsOf } from '@/lib/data/rows';
import { SKILL_LIMITS as L, SKILL_TEXTS, type SkillColor, type SkillIcon } from '@/lib/skills/vocabulary';
import type { SkillInput } from '@/lib/skills/schema';

/** A row of public.skills exactly as the database returns it (tests/integration checks the columns). */
export type SkillRow = {
  id: string;
  title: string;
  description: string;
  icon: SkillIcon;
  color: SkillColor;
  display_order: number;
  created_at: string;
};

export const SKILL_COLUMNS = columnsOf<SkillRow>()(['id', 'title', 'description', 'icon', 'color', 'display_order', 'created_at']);
export const SKILL_SELECT = SKILL_COLUMNS.join(', ');

/** A skill as the app uses it. */
export type Skill = { id: string; title: string; description: string; icon: SkillIcon; color: SkillColor };

export const toSkill = ({ id, title, description, icon, color }: SkillRow): Skill => ({ id, title, description, icon, color });

export const toSkillRow = (input: SkillInput) => ({ title: input.title, description: input.description, icon: input.icon, color: input.color });

/** Named CHECK constraints of public.skills → what to fix (checked against the migration). */
export const SKILL_CONSTRAINT_MESSAGES: Record<string, string> = {
  skills_title_length: `Title must be 1 to ${L.title} characters`,
  skills_description_length: `Description must be 1 to ${L.description} characters`,
  skills_icon_valid: 'Choose one of the icons',
  skills_color_valid: 'Choose one of the colours',
  skills_count: SKILL_TEXTS.full,
};
