import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/lib/projects/vocabulary';
import { projectSchema, splitList } from '@/lib/validation/project';

const valid = {
  title: 'Harbor Coffee',
  description: 'A WooCommerce store.',
  category: 'wordpress',
  technologies: 'WordPress, PHP',
  imageUrl: 'https://cdn.example.com/a.png',
  projectUrl: 'https://example.com',
  githubUrl: 'https://github.com/example/repo',
  gallery: 'https://cdn.example.com/b.png, /demo/c.webp',
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
      imageUrl: 'https://cdn.example.com/a.png',
      projectUrl: 'https://example.com',
      githubUrl: 'https://github.com/example/repo',
      gallery: ['https://cdn.example.com/b.png', '/demo/c.webp'],
      featured: true,
    });
  });

  it('needs only title, description and category', () => {
    expect(projectSchema.parse({ title: 'T', description: 'D', category: 'other' })).toEqual({
      title: 'T',
      description: 'D',
      category: 'other',
      technologies: [],
      imageUrl: null,
      projectUrl: null,
      githubUrl: null,
      gallery: [],
      featured: false,
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
    expect(errorsFor({ ...valid, title: 'x'.repeat(LIMITS.title + 1), description: 'y'.repeat(1_000_000) })).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 5,000 characters',
    });
  });

  it('accepts a title of exactly 200 characters', () => {
    expect(projectSchema.safeParse({ ...valid, title: 'x'.repeat(LIMITS.title) }).success).toBe(true);
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
    expect(errorsFor({ ...valid, githubUrl: 'javascript:void(0)', imageUrl: 'data:image/png;base64,AAAA' })).toEqual({
      githubUrl: 'GitHub URL must be a valid http(s) URL, e.g. https://example.com',
      imageUrl: 'Image URL must be a valid http(s) URL or a site path starting with /',
    });
  });

  it('does not accept a site path for the project or GitHub URL', () => {
    expect(errorsFor({ ...valid, projectUrl: '/projects/x' })).toHaveProperty('projectUrl');
  });

  it('accepts http URLs and a site path for the image', () => {
    const parsed = projectSchema.parse({ ...valid, imageUrl: '/demo/a.webp', projectUrl: 'http://localhost:3000/x' });
    expect(parsed.imageUrl).toBe('/demo/a.webp');
    expect(parsed.projectUrl).toBe('http://localhost:3000/x');
  });

  it('turns empty URL fields into null', () => {
    const parsed = projectSchema.parse({ ...valid, imageUrl: '  ', projectUrl: '', githubUrl: undefined });
    expect([parsed.imageUrl, parsed.projectUrl, parsed.githubUrl]).toEqual([null, null, null]);
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

  it('turns an empty gallery into an empty list', () => {
    expect(projectSchema.parse({ ...valid, gallery: '' }).gallery).toEqual([]);
    expect(projectSchema.parse({ ...valid, gallery: ' , ' }).gallery).toEqual([]);
  });

  it('names the gallery item that is not an http(s) URL', () => {
    expect(errorsFor({ ...valid, gallery: 'https://ok.example.com/a.png, javascript:alert(1)' })).toEqual({
      gallery: 'Gallery image 2 must be a valid http(s) URL or a site path starting with /',
    });
  });

  it('rejects more than 20 gallery images', () => {
    const gallery = Array.from({ length: 21 }, (_, i) => `https://cdn.example.com/${i}.png`).join(',');
    expect(errorsFor({ ...valid, gallery })).toEqual({ gallery: 'At most 20 gallery images' });
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
