import { describe, expect, it } from 'vitest';
import type { Project } from '@/lib/projects/model';
import { IMAGE_VARIANTS, imageSource } from '@/lib/images/sources';
import { categoryCounts, toCardProject } from '@/lib/projects/cards';

const project: Project = {
  id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01',
  title: 'Harbor Coffee Online Store',
  slug: 'harbor-coffee-online-store',
  status: 'published',
  description: '## The problem\n\nA **WooCommerce** shop that sold [coffee](https://example.com) too slowly.',
  category: 'wordpress',
  featured: true,
  technologies: ['WordPress', 'WooCommerce'],
  images: [
    { url: '/demo/harbor-coffee.webp', alt: 'The storefront', src: '/demo/harbor-coffee.webp' },
    { url: '/demo/a.webp', alt: 'The checkout', src: '/demo/a.webp' },
  ],
  projectUrl: 'https://example.com',
  githubUrl: null,
  reportUrl: null,
  reportTitle: null,
  displayOrder: 1,
  updatedAt: '2025-01-01T00:00:00Z',
  client: 'Harbor Coffee Roasters',
  ownerRole: 'Lead developer',
  periodStart: '2024-02',
  periodEnd: '2024-05',
  isOngoing: false,
  teamSize: 3,
  visibility: 'public',
  videoUrl: null,
  videoTitle: null,
  outcomes: [
    { value: '2 steps', label: 'checkout, down from 5' },
    { value: '+31%', label: 'mobile conversion' },
  ],
};

describe('imageSource', () => {
  it('gives a site image Next’s optimised, responsive sources at the variant’s size', () => {
    const image = imageSource('/demo/harbor-coffee.webp', IMAGE_VARIANTS.card);
    expect(image.src).toMatch(/^\/_next\/image\?url=%2Fdemo%2Fharbor-coffee\.webp&w=\d+&q=75$/);
    expect(image.srcSet).toContain('/_next/image?url=%2Fdemo%2Fharbor-coffee.webp&w=640&q=75 640w');
    // Only the widths a card is shown at: the largest is its src.
    expect(image.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['384w', '640w', '828w', '1080w']);
    expect(image.src).toBe('/_next/image?url=%2Fdemo%2Fharbor-coffee.webp&w=1080&q=75');
    expect(image).toMatchObject({ width: 640, height: 400, sizes: IMAGE_VARIANTS.card.sizes });
  });

  it('uses an unconfigured host as it is, at a fixed size', () => {
    expect(imageSource('https://images.example.org/shot.png', IMAGE_VARIANTS.thumb)).toEqual({
      src: 'https://images.example.org/shot.png',
      width: 160,
      height: 100,
    });
  });
});

describe('toCardProject', () => {
  it('keeps only what a card shows', () => {
    const card = toCardProject(project);
    expect(Object.keys(card).sort()).toEqual(['category', 'excerpt', 'featured', 'hasReport', 'id', 'image', 'outcome', 'slug', 'technologies', 'title']);
    expect(card.image?.src).toContain('harbor-coffee.webp');
    expect(card.image?.alt).toBe('The storefront');
  });

  it('shows the case study as plain text, and whether it has a live report', () => {
    expect(toCardProject(project)).toMatchObject({ excerpt: 'A WooCommerce shop that sold coffee too slowly.', hasReport: false });
    expect(toCardProject({ ...project, reportUrl: 'https://app.powerbi.com/view?r=abcdefgh' }).hasReport).toBe(true);
  });

  it('has no image for a project without one', () => {
    expect(toCardProject({ ...project, images: [] }).image).toBeNull();
  });
});

describe('categoryCounts', () => {
  it('counts a full list in all and per category', () => {
    expect(categoryCounts([{ category: 'wordpress' }, { category: 'power_bi' }, { category: 'wordpress' }])).toEqual({
      all: 3,
      wordpress: 2,
      power_bi: 1,
      web_development: 0,
      other: 0,
    });
  });
});
