// The owner's profile and skills: fixed choices, limits and the admin's messages. Zod-free and
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

export const PROFILE_LIMITS = {
  name: 100,
  role: 120,
  heroHeading: 160,
  intro: 600,
  description: 300,
  email: 320,
  sectionIntro: 300,
  otherLinks: 5,
  linkLabel: 40,
  statValue: 12,
  statLabel: 40,
  stats: 3,
  skills: 12,
  skillTitle: 60,
  skillDescription: 200,
  cvBytes: 10 * 1024 * 1024,
} as const;

export const PROFILE_FILES_BUCKET = 'profile-files';

export const PROFILE_TEXTS = {
  profileSaved: 'Profile updated successfully',
  skillAdded: 'Skill added successfully',
  skillUpdated: 'Skill updated successfully',
  skillDeleted: 'Skill deleted successfully',
  skillDeleteFailed: 'Failed to delete skill',
  skillMoved: 'Skill moved',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  skillNotFound: 'That skill no longer exists.',
  skillsFull: `At most ${PROFILE_LIMITS.skills} skills: delete one to add another.`,
} as const;
