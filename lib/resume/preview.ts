import { formatMonthRange } from '@/lib/experience/dates';
import type { ExperienceInput } from '@/lib/experience/schema';
import { linkLines } from '@/lib/profile/vocabulary';
import type { SkillInput } from '@/lib/skills/list';
import type { ImportPlan, ResumeState } from './from-resume';

// What an import will change, shown before the owner applies it: each profile field whose value
// changes (from → to), and for experience and skills, which entries the resume adds, changes and
// removes (the resume's lists replace the site's) and how many stay as they are.

export type FieldChange = { field: string; from: string; to: string };
export type ListChanges = { added: string[]; changed: string[]; removed: string[]; unchanged: number };
/** `experience` and `skills` are null when the resume leaves them as they are. */
export type ResumePreview = { profile: FieldChange[]; experience: ListChanges | null; skills: ListChanges | null };

const PROFILE_LABELS = {
  name: 'Name',
  role: 'Role',
  intro: 'Introduction',
  contactEmail: 'Contact email',
  codeUrl: 'Code profile URL',
  networkUrl: 'Professional profile URL',
  otherLinks: 'Other links',
} as const;

type Entry = { key: string; label: string; content: string };

/**
 * Entries matched by key (a role: organisation, role and start; a skill: its title): a match
 * with other content is changed, one without a match is added or removed.
 */
function compare(before: Entry[], after: Entry[]): ListChanges {
  const left = [...before];
  const changes: ListChanges = { added: [], changed: [], removed: [], unchanged: 0 };
  for (const entry of after) {
    const index = left.findIndex((old) => old.key === entry.key);
    if (index < 0) changes.added.push(entry.label);
    else if (left.splice(index, 1)[0]!.content === entry.content) changes.unchanged += 1;
    else changes.changed.push(entry.label);
  }
  changes.removed = left.map((old) => old.label);
  return changes;
}

type Role = Pick<ExperienceInput, 'role' | 'organisation' | 'location' | 'summary' | 'highlights' | 'technologies'> & {
  startMonth: string;
  endMonth: string | null;
  isCurrent: boolean;
};

function roleEntry(role: Role): Entry {
  // The form's months are days ('2022-03-01'), the stored entry's months ('2022-03').
  const startMonth = role.startMonth.slice(0, 7);
  const endMonth = role.isCurrent ? null : (role.endMonth?.slice(0, 7) ?? null);
  return {
    key: [role.organisation, role.role, startMonth].join('\n').toLowerCase(),
    label: `${role.role}, ${role.organisation} (${formatMonthRange({ startMonth, endMonth, isCurrent: role.isCurrent })})`,
    content: JSON.stringify([role.role, role.organisation, role.location, startMonth, endMonth, role.summary, role.highlights, role.technologies]),
  };
}

const skillEntry = (skill: Pick<SkillInput, 'title' | 'description'>): Entry => ({
  key: skill.title.toLowerCase(),
  label: skill.title,
  content: JSON.stringify([skill.title, skill.description]),
});

export function previewImport(current: ResumeState, plan: ImportPlan): ResumePreview {
  const now = current.profile;
  const before = { ...now, otherLinks: linkLines(now.otherLinks), codeUrl: now.codeUrl ?? '', networkUrl: now.networkUrl ?? '' };
  const after = { ...plan.profile, otherLinks: linkLines(plan.profile.otherLinks), codeUrl: plan.profile.codeUrl ?? '', networkUrl: plan.profile.networkUrl ?? '' };
  const profile = (Object.keys(PROFILE_LABELS) as (keyof typeof PROFILE_LABELS)[])
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field: PROFILE_LABELS[field], from: before[field], to: after[field] }));
  return {
    profile,
    experience: plan.experience && compare(current.experience.map(roleEntry), plan.experience.map((entry) => roleEntry({ ...entry, startMonth: entry.startMonth! }))),
    skills: plan.skills && compare(current.skills.map(skillEntry), plan.skills.map(skillEntry)),
  };
}

/** Whether applying would change nothing. */
export const changesNothing = ({ profile, experience, skills }: ResumePreview) =>
  !profile.length && [experience, skills].every((list) => !list || (!list.added.length && !list.changed.length && !list.removed.length));
