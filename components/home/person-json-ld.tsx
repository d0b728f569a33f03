import { JsonLd } from '@/components/site/json-ld';
import type { Profile } from '@/lib/profile/model';
import { listPublicExperience } from '@/lib/experience/list';
import { env } from '@/lib/env';
import { personJsonLd } from '@/lib/profile/structured-data';

/** The home page's Person: the profile, the current role (experience lists it first) and what the owner knows. */
export async function PersonJsonLd({ profile, knowsAbout }: { profile: Profile; knowsAbout: string[] }) {
  const current = (await listPublicExperience()).find((entry) => entry.isCurrent) ?? null;
  return <JsonLd data={{ '@context': 'https://schema.org', ...personJsonLd(profile, env.siteUrl, current), knowsAbout }} />;
}
