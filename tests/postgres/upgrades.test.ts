import { describe, expect, it } from 'vitest';
import { connectAsApi, UPGRADE_ROWS } from './access';

// A database that held rows in an older shape, upgraded by the migrations after it: what
// `supabase db push` does to a live project. The global setup wrote each test's rows just before
// the migration under test (the round-2 rows also checked that a visitor read the testimonial
// about a draft until then); the local launcher's own upgrade path is tests/integration/migrations.test.ts.

const api = connectAsApi('postgresUpgraded');
const { images, caseStudies, round2, references } = UPGRADE_ROWS;

describe('the image migration', () => {
  it('moves every image_url and gallery entry, in order, into the image list with alt text', async () => {
    const { rows } = await api.as('service_role', (query) =>
      query<{ id: string; images: unknown }>('select id, images from public.projects where id = any($1::uuid[])', [[images.both, images.galleryOnly, images.none]]),
    );
    const byId = Object.fromEntries(rows.map((row) => [row.id, row.images]));
    expect(byId[images.both]).toEqual([
      { url: '/demo/a.webp', alt: 'Screenshot of Both' },
      { url: 'https://cdn.example.com/b.png', alt: 'Both, image 2' },
      { url: '/demo/c.webp', alt: 'Both, image 3' },
    ]);
    expect(byId[images.galleryOnly]).toEqual([{ url: '/demo/d.webp', alt: 'Gallery only, image 1' }]);
    expect(byId[images.none]).toEqual([]);
  });
});

describe('the case-study migration', () => {
  it('publishes every existing project and gives each a unique slug from its title, oldest first', async () => {
    const { rows } = await api.as('service_role', (query) =>
      query('select id, slug, status, description from public.projects where id = any($1::uuid[]) order by display_order', [
        [caseStudies.first, caseStudies.sameTitle, caseStudies.noLetters],
      ]),
    );
    expect(rows).toEqual([
      { id: caseStudies.first, slug: 'cafe-deja-vu', status: 'published', description: 'Plain text.\nSecond line.' },
      { id: caseStudies.sameTitle, slug: 'cafe-deja-vu-2', status: 'published', description: 'The same title, added later.' },
      { id: caseStudies.noLetters, slug: 'project', status: 'published', description: 'Nothing to make a slug from.' },
    ]);
  });
});

describe('the round-2 migration (the database agrees with the forms)', () => {
  it('repairs rows written through the NULL gaps, then refuses them, and hides testimonials about drafts', async () => {
    const read = (text: string, id: string) => api.as('owner', async (query) => (await query(text, [id])).rows);
    expect(await read('select technologies from public.projects where id = $1', round2.nullTechnology)).toEqual([{ technologies: ['PHP', 'WordPress'] }]);
    expect(await read('select cover_path, cover_alt from public.posts where id = $1', round2.altOnlyPost)).toEqual([{ cover_path: null, cover_alt: null }]);
    expect(await read('select highlights, technologies from public.experience where id = $1', round2.experience)).toEqual([{ highlights: ['Shipped'], technologies: ['PHP'] }]);
    expect(await api.as('anon', async (query) => (await query('select id from public.testimonials where id = $1', [round2.aboutDraft])).rows)).toEqual([]);
    expect(await read('select id from public.testimonials where id = $1', round2.aboutDraft)).toEqual([{ id: round2.aboutDraft }]);

    for (const [text, id, value, constraint] of [
      ['update public.projects set technologies = $2 where id = $1', round2.nullTechnology, ['PHP', null], 'projects_technologies_valid'],
      ['update public.posts set cover_alt = $2 where id = $1', round2.altOnlyPost, 'A cover that is not there', 'posts_cover_valid'],
      ['update public.experience set highlights = $2 where id = $1', round2.experience, [null], 'experience_highlights_valid'],
      ['update public.experience set technologies = $2 where id = $1', round2.experience, [null], 'experience_technologies_valid'],
    ] as const) {
      const refused = await api.refusal('service_role', text, [id, value]);
      expect(refused.code).toBe('23514');
      expect(refused.message).toContain(constraint);
    }
  });
});

describe('the proposal documents migration', () => {
  it('numbers the proposals written so far by their first version\'s year and date, later versions keeping theirs, and counts on after them', async () => {
    const rows = await api.as('owner', async (query) => {
      const stored = (await query<{ id: string; reference: string; version: number; name: string | null }>(
        `select id, reference, version, sender ->> 'name' as name from public.proposals where id = any($1::uuid[]) order by reference, version`,
        [[references.first, references.firstV2, references.second, references.nextYear]],
      )).rows;
      const next = (await query<{ reference: string }>(
        `insert into public.proposals (client_name, title, currency, valid_until, token_hash) values ('Delta', 'New', 'EUR', '2999-12-31', repeat('e', 64)) returning reference`,
      )).rows[0]!.reference;
      return { stored, next };
    });
    expect(rows.stored).toEqual([
      { id: references.first, reference: 'P-2026-001', version: 1, name: null },
      { id: references.firstV2, reference: 'P-2026-001', version: 2, name: null },
      { id: references.second, reference: 'P-2026-002', version: 1, name: null },
      { id: references.nextYear, reference: 'P-2027-001', version: 1, name: null },
    ]);
    const year = new Date().getUTCFullYear();
    expect(rows.next).toBe(year === 2026 ? 'P-2026-003' : year === 2027 ? 'P-2027-002' : `P-${year}-001`);
  });
});
