// The skills on the home page: fixed choices, limits and the admin's texts. Zod-free and
// client-safe. A test checks the limits and constraint names against the migration.

/** The icons a skill can show; the same six the site started with. */
export const SKILL_ICONS = ['globe', 'bar-chart', 'database', 'palette', 'gauge', 'shield'] as const;
export type SkillIcon = (typeof SKILL_ICONS)[number];

export const SKILL_ICON_LABELS: Record<SkillIcon, string> = {
  globe: 'Globe (web)',
  'bar-chart': 'Bar chart (analytics)',
  database: 'Database',
  palette: 'Palette (design)',
  gauge: 'Gauge (performance)',
  shield: 'Shield (security)',
};

/** The colours a skill's icon can have, each readable in both themes. */
export const SKILL_COLORS = ['sky', 'amber', 'emerald', 'fuchsia', 'violet', 'rose', 'indigo', 'teal'] as const;
export type SkillColor = (typeof SKILL_COLORS)[number];

export const SKILL_LIMITS = {
  count: 12,
  title: 60,
  description: 200,
} as const;

export const SKILL_TEXTS = {
  added: 'Skill added successfully',
  updated: 'Skill updated successfully',
  deleted: 'Skill deleted successfully',
  deleteFailed: 'Failed to delete skill',
  moved: 'Skill moved',
  notFound: 'That skill no longer exists.',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  full: `At most ${SKILL_LIMITS.count} skills: delete one to add another.`,
  listFailed: 'Failed to fetch the skills',
} as const;
