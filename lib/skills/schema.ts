import { z } from 'zod';
import { SKILL_COLORS, SKILL_ICONS, SKILL_LIMITS as L } from '@/lib/skills/vocabulary';
import { requiredText as text } from '@/lib/validation/fields';

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
