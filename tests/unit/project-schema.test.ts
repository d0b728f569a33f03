import { describe, expect, it } from 'vitest';
import { PROJECT_LIMITS } from '@/lib/projects/vocabulary';
import { projectSchema } from '@/lib/projects/schema';
import { splitList } from '@/lib/validation/fields';

const valid = {
  title: 'Harbor Coffee',
  description: 'A WooCommerce store.',
  category: 'wordpress',
  technologies: 'WordPress, PHP',
  images: JSON.stringify([
    { url: 'https://cdn.example.com/a.png', alt: 'The home page' },
    { path: 'projects/3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01/5f0c.webp', alt: 'The checkout' },
  ]),
  projectUrl: 'https://example.com',
  githubUrl: 'https://github.com/example/repo',
  featured: 'on',
};

function errorsFor(input: Record<string, unknown>) {
  const result = projectSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('projectSchema', () => {
  it('accepts a complete project and normalises it', () => {
    expect(projectSchema.parse(valid)).toEqual({
      title: 'Harbor Coffee',
      description: 'A WooCommerce store.',
      category: 'wordpress',
      technologies: ['WordPress', 'PHP'],
      images: [
        { url: 'https://cdn.example.com/a.png', alt: 'The home page' },
        { path: 'projects/3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01/5f0c.webp', alt: 'The checkout' },
      ],
      projectUrl: 'https://example.com',
      githubUrl: 'https://github.com/example/repo',
      slug: null,
      reportUrl: null,
      reportTitle: null,
      visibility: 'public',
      videoUrl: null,
      videoTitle: null,
      featured: true,
      // No case-study facts given: each is empty.
      client: null,
      ownerRole: null,
      periodStart: null,
      periodEnd: null,
      isOngoing: false,
      teamSize: null,
      outcome1Value: null,
      outcome1Label: null,
      outcome2Value: null,
      outcome2Label: null,
      outcome3Value: null,
      outcome3Label: null,
      outcome4Value: null,
      outcome4Label: null,
    });
  });

  it('needs only title, description and category', () => {
    expect(projectSchema.parse({ title: 'T', description: 'D', category: 'other' })).toEqual({
      title: 'T',
      description: 'D',
      category: 'other',
      technologies: [],
      images: [],
      projectUrl: null,
      githubUrl: null,
      slug: null,
      reportUrl: null,
      reportTitle: null,
      visibility: 'public',
      videoUrl: null,
      videoTitle: null,
      featured: false,
      client: null,
      ownerRole: null,
      periodStart: null,
      periodEnd: null,
      isOngoing: false,
      teamSize: null,
      outcome1Value: null,
      outcome1Label: null,
      outcome2Value: null,
      outcome2Label: null,
      outcome3Value: null,
      outcome3Label: null,
      outcome4Value: null,
      outcome4Label: null,
    });
  });

  it('trims title and description', () => {
    const parsed = projectSchema.parse({ ...valid, title: '  Spaced  ', description: '\n Text \t' });
    expect(parsed.title).toBe('Spaced');
    expect(parsed.description).toBe('Text');
  });

  it('rejects a blank title', () => {
    expect(errorsFor({ ...valid, title: '   ' })).toEqual({ title: 'Title is required' });
  });

  it('rejects a missing title and description', () => {
    expect(errorsFor({ category: 'other' })).toEqual({ title: 'Title is required', description: 'Description is required' });
  });

  it('rejects a title over 200 characters and a huge description', () => {
    expect(errorsFor({ ...valid, title: 'x'.repeat(PROJECT_LIMITS.title + 1), description: 'y'.repeat(1_000_000) })).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 20,000 characters',
    });
  });

  it('accepts a title of exactly 200 characters', () => {
    expect(projectSchema.safeParse({ ...valid, title: 'x'.repeat(PROJECT_LIMITS.title) }).success).toBe(true);
  });

  it.each(['', 'wordpress ', 'WordPress', 'power bi', 'design'])('rejects the category %j', (category) => {
    expect(errorsFor({ ...valid, category })).toEqual({
      category: 'Choose a category: wordpress, power bi, web development or other',
    });
  });

  it.each(['wordpress', 'power_bi', 'web_development', 'other'])('accepts the category %s', (category) => {
    expect(projectSchema.safeParse({ ...valid, category }).success).toBe(true);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ftp://files.example.com/x'],
    ['example.com'],
    ['https://'],
    ['https://exa mple.com'],
    ['//evil.example.com/x'],
  ])('rejects the project URL %j', (projectUrl) => {
    expect(errorsFor({ ...valid, projectUrl })).toEqual({
      projectUrl: 'Project URL must be a valid http(s) URL, e.g. https://example.com',
    });
  });

  it('rejects a javascript: GitHub URL and a data: image URL', () => {
    const images = JSON.stringify([{ url: 'data:image/png;base64,AAAA', alt: 'x' }]);
    expect(errorsFor({ ...valid, githubUrl: 'javascript:void(0)', images })).toEqual({
      githubUrl: 'GitHub URL must be a valid http(s) URL, e.g. https://example.com',
      images: 'Image 1 must be an http(s) URL or a site path starting with /',
    });
  });

  it('does not accept a site path for the project or GitHub URL', () => {
    expect(errorsFor({ ...valid, projectUrl: '/projects/x' })).toHaveProperty('projectUrl');
  });

  it('accepts an http project URL', () => {
    expect(projectSchema.parse({ ...valid, projectUrl: 'http://localhost:3000/x' }).projectUrl).toBe('http://localhost:3000/x');
  });

  it('turns empty URL fields into null', () => {
    const parsed = projectSchema.parse({ ...valid, projectUrl: '', githubUrl: undefined });
    expect([parsed.projectUrl, parsed.githubUrl]).toEqual([null, null]);
  });

  it('rejects a URL longer than 2,048 characters', () => {
    expect(errorsFor({ ...valid, projectUrl: `https://example.com/${'a'.repeat(2048)}` })).toHaveProperty('projectUrl');
  });

  it('splits, trims and de-duplicates technologies', () => {
    expect(projectSchema.parse({ ...valid, technologies: ' React ,Next.js,, react , Tailwind CSS,' }).technologies).toEqual([
      'React',
      'Next.js',
      'Tailwind CSS',
    ]);
  });

  it('rejects technologies made only of commas and whitespace', () => {
    expect(errorsFor({ ...valid, technologies: ' ,  , ' })).toEqual({
      technologies: 'Technologies must be comma-separated names, e.g. React, Tailwind CSS',
    });
  });

  it('treats an empty technologies field as no technologies', () => {
    expect(projectSchema.parse({ ...valid, technologies: '   ' }).technologies).toEqual([]);
  });

  it('rejects more than 30 technologies and a technology over 50 characters', () => {
    const many = Array.from({ length: 31 }, (_, i) => `Tech ${i}`).join(', ');
    expect(errorsFor({ ...valid, technologies: many })).toEqual({ technologies: 'At most 30 technologies' });
    expect(errorsFor({ ...valid, technologies: `React, ${'x'.repeat(51)}` })).toEqual({
      technologies: 'Each technology must be at most 50 characters',
    });
  });

  it('reads the featured checkbox: "on" when ticked, absent otherwise', () => {
    expect(projectSchema.parse({ ...valid, featured: 'on' }).featured).toBe(true);
    expect(projectSchema.parse({ ...valid, featured: undefined }).featured).toBe(false);
    expect(projectSchema.safeParse({ ...valid, featured: 'yes please' }).success).toBe(false);
  });
});

describe('splitList', () => {
  it('splits on commas and new lines', () => {
    expect(splitList('a,b\nc , ,d')).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the image list', () => {
  const images = (...items: unknown[]) => errorsFor({ ...valid, images: JSON.stringify(items) });
  const parse = (...items: unknown[]) => projectSchema.parse({ ...valid, images: JSON.stringify(items) }).images;
  const path = (name: string) => `projects/3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01/${name}`;

  it('keeps the order, uploaded files and links alike, and trims alt text', () => {
    expect(parse({ path: path('b.webp'), alt: ' Checkout ' }, { url: '/demo/a.webp', alt: 'Home' })).toEqual([
      { path: path('b.webp'), alt: 'Checkout' },
      { url: '/demo/a.webp', alt: 'Home' },
    ]);
  });

  it('treats a missing or empty list as no images', () => {
    expect(projectSchema.parse({ ...valid, images: undefined }).images).toEqual([]);
    expect(projectSchema.parse({ ...valid, images: '[]' }).images).toEqual([]);
  });

  it('needs alt text for every image, at most 300 characters', () => {
    expect(images({ url: '/demo/a.webp', alt: 'Home' }, { path: path('b.png'), alt: '  ' })).toEqual({
      images: 'Image 2 needs alt text: describe what it shows',
    });
    expect(images({ url: '/demo/a.webp' })).toEqual({ images: 'Image 1 needs alt text: describe what it shows' });
    expect(images({ url: '/demo/a.webp', alt: 'x'.repeat(301) })).toEqual({ images: 'The alt text of image 1 must be at most 300 characters' });
  });

  it.each([
    ['a path outside the project folders', { path: '../secrets.png', alt: 'x' }, 'Image 1 is not a file uploaded for this project'],
    ['a path with another file type', { path: path('page.html'), alt: 'x' }, 'Image 1 is not a file uploaded for this project'],
    ['a javascript: link', { url: 'javascript:alert(1)', alt: 'x' }, 'Image 1 must be an http(s) URL or a site path starting with /'],
    ['a protocol-relative link', { url: '//evil.example.com/a.png', alt: 'x' }, 'Image 1 must be an http(s) URL or a site path starting with /'],
    ['a string instead of an image', 'https://example.com/a.png', 'Image 1 must be an http(s) URL or a site path starting with /'],
  ])('refuses %s', (_name, item, message) => {
    expect(images(item)).toEqual({ images: message });
  });

  it('refuses an image that is both a file and a link', () => {
    expect(images({ path: path('a.png'), url: '/demo/a.webp', alt: 'x' })).toHaveProperty('images');
  });

  it('refuses more than 21 images and a list that is not JSON', () => {
    const many = Array.from({ length: 22 }, (_, i) => ({ url: `/demo/${i}.webp`, alt: `Image ${i}` }));
    expect(images(...many)).toEqual({ images: 'At most 21 images: the main image and 20 more' });
    expect(errorsFor({ ...valid, images: '{not json' })).toEqual({ images: 'The image list could not be read. Reload the page and try again.' });
    expect(errorsFor({ ...valid, images: '{"url": "/a.webp"}' })).toEqual({ images: 'The image list could not be read. Reload the page and try again.' });
  });
});
