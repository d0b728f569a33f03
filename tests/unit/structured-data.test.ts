import { describe, expect, it } from 'vitest';
import type { Experience } from '@/lib/data/experience/model';
import type { Profile } from '@/lib/data/profile/model';
import { personJsonLd } from '@/lib/profile/structured-data';

const profile: Profile = {
  name: 'Sam Example',
  role: 'Lead Developer',
  heroHeading: 'Sites and reports',
  intro: 'Intro',
  description: 'WordPress and Power BI.',
  contactEmail: 'sam@example.com',
  codeUrl: 'https://github.com/sam',
  networkUrl: null,
  otherLinks: [{ label: 'Mail', url: 'mailto:sam@example.com' }],
  stats: [],
  skillsIntro: '',
  projectsIntro: '',
  contactIntro: '',
  copyrightYear: null,
  cvPath: null,
  cvHref: null,
  photo: null,
};

const current: Experience = {
  id: '7a0c2f4e-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
  role: 'Lead Developer',
  organisation: 'Harbor Digital',
  location: 'Bristol, UK',
  startMonth: '2022-03',
  endMonth: null,
  isCurrent: true,
  summary: 'Leads the web team.',
  highlights: [],
  technologies: ['WordPress', 'Power BI'],
};

describe('personJsonLd', () => {
  it('names the current role as an Occupation located in an AdministrativeArea', () => {
    expect(personJsonLd(profile, 'https://example.com', current)).toMatchObject({
      '@type': 'Person',
      worksFor: { '@type': 'Organization', name: 'Harbor Digital' },
      hasOccupation: {
        '@type': 'Occupation',
        name: 'Lead Developer',
        occupationLocation: { '@type': 'AdministrativeArea', name: 'Bristol, UK' },
        skills: 'WordPress, Power BI',
      },
    });
  });

  it('leaves the location out when the role has none, and mailto: links out of sameAs', () => {
    const person = personJsonLd(profile, 'https://example.com', { ...current, location: null });
    expect(person.hasOccupation).not.toHaveProperty('occupationLocation');
    expect(person.sameAs).toEqual(['https://github.com/sam']);
  });
});
