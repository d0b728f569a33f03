import 'server-only';
import { z } from 'zod';
import type { Experience } from '@/lib/experience/model';
import { experienceSchema, type ExperienceInput } from '@/lib/experience/schema';
import type { Profile } from '@/lib/profile/model';
import { profileSchema } from '@/lib/profile/schema';
import { linkLines } from '@/lib/profile/vocabulary';
import { skillSchema, type Skill, type SkillInput } from '@/lib/skills/list';
import { SKILL_COLORS, SKILL_LIMITS, type SkillIcon } from '@/lib/skills/vocabulary';
import type { JsonResume, ResumeProfile, ResumeWork } from './json-resume';
import { hostOf } from './to-resume';
import { firstProblems, jsonPath, type Checked } from './validate';
import { RESUME_TEXTS } from './vocabulary';

// A JSON Resume → the rows the site keeps, checked by the forms' own schemas (their limits and
// messages), each problem named by its place in the resume. A section the resume leaves out
// (basics' fields, its profiles, work, skills) leaves what the site holds as it is; a section it
// has replaces the site's.

/** What the site holds now. */
export type ResumeState = { profile: Profile; experience: Experience[]; skills: Skill[] };

/** The profile's fields a resume sets, as the profile form parses them. */
const profileFields = z.object({
  name: profileSchema.shape.name,
  role: profileSchema.shape.role,
  intro: profileSchema.shape.intro,
  contactEmail: profileSchema.shape.contactEmail,
  codeUrl: profileSchema.shape.codeUrl,
  networkUrl: profileSchema.shape.networkUrl,
  otherLinks: profileSchema.shape.otherLinks,
});
export type ImportedProfile = z.output<typeof profileFields>;

/** What an import writes: the profile's fields, and the experience and skills that replace the site's (null: left as they are). */
export type ImportPlan = { profile: ImportedProfile; experience: ExperienceInput[] | null; skills: SkillInput[] | null };

// Where each form field comes from in the resume, to name a problem's place.
const PROFILE_PATHS: Record<keyof ImportedProfile, string> = {
  name: '$.basics.name',
  role: '$.basics.label',
  intro: '$.basics.summary',
  contactEmail: '$.basics.email',
  codeUrl: '$.basics.profiles',
  networkUrl: '$.basics.profiles',
  otherLinks: '$.basics.profiles',
};
const WORK_KEYS: Record<string, string> = {
  role: 'position',
  organisation: 'name',
  location: 'location',
  startMonth: 'startDate',
  endMonth: 'endDate',
  summary: 'summary',
  highlights: 'highlights',
  technologies: 'keywords',
};
const SKILL_KEYS: Record<string, string> = { title: 'name', description: 'keywords' };

const CODE_HOSTS = /(^|\.)(github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sr\.ht)$/i;
const NETWORK_HOSTS = /(^|\.)(linkedin\.com|xing\.com)$/i;

/** `basics.profiles` → the code profile, the professional one and the others ("Label | URL" lines, as the form takes them). */
function linksOf(profiles: ResumeProfile[], current: Profile) {
  let codeUrl = '';
  let networkUrl = '';
  const others: { label: string; url: string }[] = [];
  for (const { network, username, url } of profiles) {
    if (!url) continue;
    const host = hostOf(url);
    if (!codeUrl && CODE_HOSTS.test(host)) codeUrl = url;
    else if (!networkUrl && NETWORK_HOSTS.test(host)) networkUrl = url;
    else others.push({ label: network || username || host, url });
  }
  // The e-mail links stay, after the others: the export leaves them out (the e-mail is basics.email).
  const mail = current.otherLinks.filter((link) => link.url.startsWith('mailto:'));
  return { codeUrl, networkUrl, otherLinks: linkLines([...others, ...mail]) };
}

/** A resume's date (YYYY, YYYY-MM or YYYY-MM-DD) as the form's month; '' for none. */
export const monthOf = (date: string | undefined) => (!date ? '' : date.length === 4 ? `${date}-01` : date.slice(0, 7));

const ICON_HINTS: [RegExp, SkillIcon][] = [
  [/power bi|analytic|report|dashboard|chart|visuali/i, 'bar-chart'],
  [/sql|database|data model|etl|warehouse/i, 'database'],
  [/design|\bui\b|\bux\b|css|figma|brand/i, 'palette'],
  [/perform|speed|vitals|caching|optimi/i, 'gauge'],
  [/secur|auth|privacy|complian/i, 'shield'],
];

/** A new skill's icon, from what it is about; a skill the site already has keeps its own, and its colour. */
const iconOf = (text: string): SkillIcon => ICON_HINTS.find(([hint]) => hint.test(text))?.[1] ?? 'globe';

/** `$.work[2].startDate`, or `$.work[2]` for a problem of the whole entry. */
const placeIn = (list: string, index: number, key: string | undefined) => jsonPath(key ? [list, index, key] : [list, index]);

const problemsOf = (error: z.ZodError, place: (field: string) => string) =>
  error.issues.map((issue) => `${place(String(issue.path[0] ?? ''))}: ${issue.message}`);

function workInput(work: ResumeWork) {
  return {
    role: work.position ?? '',
    organisation: work.name ?? '',
    location: work.location ?? '',
    startMonth: monthOf(work.startDate),
    endMonth: monthOf(work.endDate),
    isCurrent: !work.endDate,
    // The schema's summary is optional; a role described only by its organisation's description takes that.
    summary: work.summary ?? work.description ?? '',
    highlights: (work.highlights ?? []).join('\n'),
    technologies: (work.keywords ?? []).join(', '),
  };
}

/** `resume` (already accepted by the JSON Resume schema) → what the import writes, or every problem by its place. */
export function planImport(resume: JsonResume, current: ResumeState): Checked<ImportPlan> {
  const problems: string[] = [];
  const { basics = {} } = resume;
  const now = current.profile;
  const links = basics.profiles ? linksOf(basics.profiles, now) : null;
  const profile = profileFields.safeParse({
    name: basics.name ?? now.name,
    role: basics.label ?? now.role,
    intro: basics.summary ?? now.intro,
    contactEmail: basics.email ?? now.contactEmail,
    codeUrl: links ? links.codeUrl : (now.codeUrl ?? ''),
    networkUrl: links ? links.networkUrl : (now.networkUrl ?? ''),
    otherLinks: links ? links.otherLinks : linkLines(now.otherLinks),
  });
  if (!profile.success) problems.push(...problemsOf(profile.error, (field) => PROFILE_PATHS[field as keyof ImportedProfile] ?? '$.basics'));

  const experience = resume.work?.map((work, index) => {
    const parsed = experienceSchema.safeParse(workInput(work));
    if (!parsed.success) problems.push(...problemsOf(parsed.error, (field) => placeIn('work', index, WORK_KEYS[field])));
    return parsed.data;
  });

  if (resume.skills && resume.skills.length > SKILL_LIMITS.count) problems.push(`$.skills: At most ${SKILL_LIMITS.count} skills`);
  let newSkills = 0;
  const skills = resume.skills?.map((skill, index) => {
    const title = skill.name?.trim() ?? '';
    const description = skill.keywords?.length ? skill.keywords.join(', ') : (skill.level ?? '');
    const kept = current.skills.find((existing) => existing.title.toLowerCase() === title.toLowerCase());
    const look = kept ?? { icon: iconOf(`${title} ${description}`), color: SKILL_COLORS[newSkills++ % SKILL_COLORS.length] };
    const parsed = skillSchema.safeParse({ title, description, icon: look.icon, color: look.color });
    if (!parsed.success) problems.push(...problemsOf(parsed.error, (field) => placeIn('skills', index, SKILL_KEYS[field])));
    return parsed.data;
  });

  if (problems.length || !profile.success) return { ok: false, message: RESUME_TEXTS.notValid, problems: firstProblems(problems) };
  return { ok: true, value: { profile: profile.data, experience: (experience as ExperienceInput[] | undefined) ?? null, skills: (skills as SkillInput[] | undefined) ?? null } };
}
