import { describe, expect, it } from 'vitest';
import type { Experience } from '@/lib/experience/model';
import type { Post } from '@/lib/posts/model';
import type { Profile } from '@/lib/profile/model';
import { blogPostingJsonLd } from '@/lib/posts/structured-data';
import { personJsonLd } from '@/lib/profile/structured-data';

const profile: Profile = {
  siteName: 'Portfolio',
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
  availability: { status: 'hidden', date: null, note: null },
  bookingUrl: null,
  currency: 'EUR',
  businessName: null,
  businessAddress: null,
  taxId: null,
  paymentInstructions: null,
  resumePublic: true,
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

const post: Post = {
  id: '5c2e7b63-8d2f-4b9f-a062-1d3e7f2b0a01',
  title: 'Making a WordPress site fast',
  slug: 'making-a-wordpress-site-fast',
  summary: 'Four changes.',
  body: 'Text.',
  coverPath: null,
  coverAlt: null,
  coverSrc: null,
  tags: ['wordpress', 'performance'],
  projectId: null,
  status: 'published',
  publishAt: '2026-10-14T09:00:00.000Z',
  updatedAt: '2026-10-15T10:30:00.000Z',
  readingMinutes: 1,
};

const CARD = '/blog/making-a-wordpress-site-fast/opengraph-image-fx5gi7';

describe('blogPostingJsonLd', () => {
  it('describes the post at its absolute address, with its dates and author', () => {
    expect(blogPostingJsonLd(post, { siteUrl: 'https://example.com', cardPath: CARD, author: profile })).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.summary,
      url: 'https://example.com/blog/making-a-wordpress-site-fast',
      mainEntityOfPage: 'https://example.com/blog/making-a-wordpress-site-fast',
      datePublished: '2026-10-14T09:00:00.000Z',
      dateModified: '2026-10-15T10:30:00.000Z',
      keywords: 'wordpress, performance',
      author: { '@type': 'Person', name: 'Sam Example' },
    });
  });

  it('gives the cover photo as its image, or else the share card', () => {
    const coverSrc = 'https://abc.supabase.co/storage/v1/object/public/project-images/posts/cover.webp';
    expect(blogPostingJsonLd({ ...post, coverPath: 'posts/cover.webp', coverAlt: 'A cover', coverSrc }, { siteUrl: 'https://example.com', cardPath: CARD, author: null }).image).toBe(coverSrc);
    expect(blogPostingJsonLd(post, { siteUrl: 'https://example.com', cardPath: CARD, author: null }).image).toBe(`https://example.com${CARD}`);
  });
});
