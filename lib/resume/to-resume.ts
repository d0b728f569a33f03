import type { Experience } from '@/lib/experience/model';
import type { Profile } from '@/lib/profile/model';
import type { Skill } from '@/lib/skills/list';
import type { JsonResume, ResumeProfile } from './json-resume';
import { RESUME_PATH, RESUME_SCHEMA_URL } from './vocabulary';

// The site's content as a JSON Resume, built only from what the public pages show: the hero's
// name, role and introduction, the contact section's e-mail and links, the portrait, the
// experience and the skills. Nothing private (business details, availability, stats) goes in.

const NETWORKS: Record<string, string> = {
  'github.com': 'GitHub',
  'gitlab.com': 'GitLab',
  'bitbucket.org': 'Bitbucket',
  'codeberg.org': 'Codeberg',
  'linkedin.com': 'LinkedIn',
  'xing.com': 'XING',
};

/** 'https://www.github.com/sam' → 'github.com'; '' for what is not a URL. */
export const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, '') : '');

/** 'https://github.com/sam' → { network: 'GitHub', username: 'sam', url }. */
export function profileOf(url: string, network?: string): ResumeProfile {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const username = segments.at(-1);
  return { network: network ?? NETWORKS[hostOf(url)] ?? hostOf(url), ...(username ? { username: decodeURIComponent(username) } : {}), url };
}

/** The owner's links as `basics.profiles`: code, professional, then the others (mailto: links are the e-mail's). */
export function profilesOf(profile: Profile): ResumeProfile[] {
  return [
    ...(profile.codeUrl ? [profileOf(profile.codeUrl)] : []),
    ...(profile.networkUrl ? [profileOf(profile.networkUrl)] : []),
    ...profile.otherLinks.filter((link) => !link.url.startsWith('mailto:')).map((link) => profileOf(link.url, link.label)),
  ];
}

/** The site as a JSON Resume (schema v1), `siteUrl` its origin. */
export function toJsonResume({ profile, experience, skills, siteUrl }: { profile: Profile; experience: Experience[]; skills: Skill[]; siteUrl: string }): JsonResume {
  return {
    $schema: RESUME_SCHEMA_URL,
    basics: {
      name: profile.name,
      label: profile.role,
      ...(profile.photo ? { image: profile.photo.src } : {}),
      email: profile.contactEmail,
      url: siteUrl,
      summary: profile.intro,
      profiles: profilesOf(profile),
    },
    work: experience.map((entry) => ({
      name: entry.organisation,
      position: entry.role,
      ...(entry.location ? { location: entry.location } : {}),
      startDate: entry.startMonth,
      ...(entry.isCurrent || !entry.endMonth ? {} : { endDate: entry.endMonth }),
      summary: entry.summary,
      highlights: entry.highlights,
      ...(entry.technologies.length ? { keywords: entry.technologies } : {}),
    })),
    // A skill's description is its one keyword: JSON Resume's skills have no description, and
    // the import joins keywords back into one.
    skills: skills.map((skill) => ({ name: skill.title, keywords: [skill.description] })),
    meta: { canonical: `${siteUrl}${RESUME_PATH}`, version: 'v1.0.0' },
  };
}
