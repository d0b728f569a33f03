import type { Experience } from '@/lib/experience/model';
import type { Profile } from '@/lib/profile/model';

/**
 * The owner as a schema.org Person: on the home page (with the current role, when the
 * experience list has one), and as the author of every project.
 */
export function personJsonLd(profile: Profile, siteUrl: string, current: Experience | null = null) {
  return {
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    description: profile.description,
    url: siteUrl,
    email: `mailto:${profile.contactEmail}`,
    ...(profile.photo ? { image: profile.photo.src } : {}),
    sameAs: [profile.codeUrl, profile.networkUrl, ...profile.otherLinks.map((link) => link.url)].filter(
      (url): url is string => Boolean(url) && !url!.startsWith('mailto:'),
    ),
    ...(current
      ? {
          worksFor: { '@type': 'Organization', name: current.organisation },
          hasOccupation: {
            '@type': 'Occupation',
            name: current.role,
            // schema.org expects an area here (a city, a region, a country), not a Place.
            ...(current.location ? { occupationLocation: { '@type': 'AdministrativeArea', name: current.location } } : {}),
            ...(current.technologies.length ? { skills: current.technologies.join(', ') } : {}),
          },
        }
      : {}),
  };
}
