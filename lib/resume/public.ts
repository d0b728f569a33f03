import 'server-only';
import { env } from '@/lib/env';
import { listPublicExperience } from '@/lib/experience/list';
import { getPublicProfile } from '@/lib/profile/public';
import { listPublicSkills } from '@/lib/skills/list';
import type { JsonResume } from './json-resume';
import { toJsonResume } from './to-resume';

/**
 * /resume.json: the site's resume from the public reads (cached under the profile, experience
 * and skills tags, so their saves rebuild it), or null when the owner turned it off or there is
 * no profile.
 */
export async function getPublicResume(): Promise<JsonResume | null> {
  const [profile, experience, skills] = await Promise.all([getPublicProfile(), listPublicExperience(), listPublicSkills()]);
  if (!profile?.resumePublic) return null;
  return toJsonResume({ profile, experience, skills, siteUrl: env.siteUrl });
}
