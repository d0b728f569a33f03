import type { Profile } from '@/lib/data/profile/model';

/** The owner as a schema.org Person: on the home page, and as the author of every project. */
export function personJsonLd(profile: Profile, siteUrl: string) {
  return {
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    description: profile.description,
    url: siteUrl,
    email: `mailto:${profile.contactEmail}`,
    sameAs: [profile.codeUrl, profile.networkUrl, ...profile.otherLinks.map((link) => link.url)].filter(
      (url): url is string => Boolean(url) && !url!.startsWith('mailto:'),
    ),
  };
}
