import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIENCE_COLUMNS, EXPERIENCE_CONSTRAINT_MESSAGES } from '@/lib/experience/model';
import { experienceList, listPublicExperience } from '@/lib/experience/list';
import { PROFILE_CONSTRAINT_MESSAGES } from '@/lib/profile/model';
import { PROJECT_CONSTRAINT_MESSAGES } from '@/lib/projects/model';
import { TESTIMONIAL_COLUMNS, TESTIMONIAL_CONSTRAINT_MESSAGES } from '@/lib/testimonials/model';
import { testimonialList } from '@/lib/testimonials/list';
import { describeWriteError } from '@/lib/data/write-result';
import { experienceSchema } from '@/lib/experience/schema';
import { testimonialSchema } from '@/lib/testimonials/schema';
import { anonClient, freshUserClient, ownerClient } from './clients';
import { constraintsOf } from './schema-drift';

// Testimonials, experience and a case study's facts: everyone reads, only the owner writes, and
// the database refuses what the forms refuse.

const CLINIC = '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e03';
const SALES = '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e02';

const testimonial = (overrides: Record<string, string> = {}) =>
  testimonialSchema.parse({ quote: 'A quote.', authorName: 'Ada', authorRole: 'CTO', company: 'Acme', ...overrides });
const entry = (overrides: Record<string, string> = {}) =>
  experienceSchema.parse({ role: 'Developer', organisation: 'Acme', startMonth: '2020-01', endMonth: '2021-06', summary: 'Built things.', ...overrides });

let owner: SupabaseClient;
beforeAll(async () => {
  owner = await ownerClient();
});

describe('the seeded proof', () => {
  it('has three testimonials (one about the clinic project), three roles with the current one first, and facts for every demo project', async () => {
    const testimonials = await testimonialList.list(anonClient());
    expect(testimonials).toHaveLength(3);
    expect(testimonials.filter((item) => item.projectId === CLINIC)).toHaveLength(1);
    const experience = await listPublicExperience();
    expect(experience.map((item) => item.isCurrent)).toEqual([true, false, false]);
    expect(experience[1]!.startMonth > experience[2]!.startMonth).toBe(true);
    const { data } = await anonClient().from('projects').select('id, client, outcomes').not('client', 'is', null);
    expect(data).toHaveLength(8);
    const clinic = data!.find((row) => row.id === CLINIC)!;
    expect(clinic.outcomes[0]).toEqual({ value: '−25%', label: 'no-shows' });
  });

  it('names exactly the columns and constraints of the migrated tables', async () => {
    const [t, e] = await Promise.all([anonClient().from('testimonials').select('*').limit(1).single(), anonClient().from('experience').select('*').limit(1).single()]);
    expect(Object.keys(t.data!).sort()).toEqual([...TESTIMONIAL_COLUMNS].sort());
    expect(Object.keys(e.data!).sort()).toEqual([...EXPERIENCE_COLUMNS].sort());
    expect(Object.keys(TESTIMONIAL_CONSTRAINT_MESSAGES).sort()).toEqual([...constraintsOf('testimonials'), 'testimonials_project_id_fkey'].sort());
    expect(Object.keys(EXPERIENCE_CONSTRAINT_MESSAGES).sort()).toEqual(constraintsOf('experience'));
  });
});

for (const [who, client] of [
  ['an anonymous visitor', async () => anonClient()],
  ['a signed-in account that is not the owner', freshUserClient],
] as const) {
  it(`${who} cannot write testimonials, experience or a project's facts, whatever it sends to /rest/v1`, async () => {
    const db = await client();
    const before = await Promise.all([testimonialList.list(anonClient()), experienceList.list(anonClient()), anonClient().from('projects').select('id, client, outcomes').eq('id', SALES)]);
    const [t, e] = before;
    const attempts = await Promise.all([
      db.from('testimonials').insert([{ quote: 'Fake', author_name: 'X', author_role: 'Y', company: 'Z' }]),
      db.from('testimonials').update({ quote: 'Defaced' }).eq('id', t[0]!.id),
      db.from('testimonials').delete().eq('id', t[0]!.id),
      db.from('experience').insert([{ role: 'Fake', organisation: 'X', start_month: '2020-01-01', is_current: true, summary: 'x' }]),
      db.from('experience').update({ role: 'Defaced' }).eq('id', e[0]!.id),
      db.from('experience').delete().eq('id', e[0]!.id),
      db.from('projects').update({ client: 'Defaced', outcomes: [] }).eq('id', SALES),
      db.rpc('move_row', { list_name: 'testimonials', row_id: t[1]!.id, direction: 'up' }),
    ]);
    expect(attempts[0].error?.code).toBe('42501');
    expect(attempts[3].error?.code).toBe('42501');
    expect(attempts[7].error?.code).toBe('42501');
    const after = await Promise.all([testimonialList.list(anonClient()), experienceList.list(anonClient()), anonClient().from('projects').select('id, client, outcomes').eq('id', SALES)]);
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toEqual(before[1]);
    expect(after[2].data).toEqual(before[2].data);
  });
}

describe('the database refuses what the forms refuse', () => {
  const refusal = (error: { code?: string; message: string } | null, constraints: Record<string, string>) =>
    error ? describeWriteError(error, { forbidden: '', constraints, failed: '' }).message : null;

  it('an over-long quote', async () => {
    const { error } = await owner.from('testimonials').insert([{ quote: 'x'.repeat(601), author_name: 'A', author_role: 'B', company: 'C' }]);
    expect(error?.code).toBe('23514');
    expect(refusal(error, TESTIMONIAL_CONSTRAINT_MESSAGES)).toBe('Quote must be 1 to 600 characters');
  });

  it('a quote made only of whitespace, and a javascript: source link', async () => {
    expect((await owner.from('testimonials').insert([{ quote: '\n\t ', author_name: 'A', author_role: 'B', company: 'C' }])).error?.code).toBe('23514');
    expect((await owner.from('testimonials').insert([{ quote: 'Q', author_name: 'A', author_role: 'B', company: 'C', source_url: 'javascript:alert(1)' }])).error?.code).toBe('23514');
  });

  it('more than four outcomes, and an outcome without a label', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ value: `${i}`, label: 'x' }));
    const many = await owner.from('projects').update({ outcomes: five }).eq('id', SALES).select('id');
    expect(refusal(many.error, PROJECT_CONSTRAINT_MESSAGES)).toBe('At most 4 outcomes, each a value of at most 16 and a label of at most 60 characters');
    const unlabelled = await owner.from('projects').update({ outcomes: [{ value: '1' }] }).eq('id', SALES).select('id');
    expect(unlabelled.error?.code).toBe('23514');
  });

  it('a period that ends before it starts, or an ongoing one with an end', async () => {
    const backwards = await owner.from('projects').update({ period_start: '2024-05-01', period_end: '2024-01-01', is_ongoing: false }).eq('id', SALES).select('id');
    expect(refusal(backwards.error, PROJECT_CONSTRAINT_MESSAGES)).toMatch(/cannot be before the start/);
    const ongoing = await owner.from('projects').update({ period_start: '2024-05-01', period_end: '2024-06-01', is_ongoing: true }).eq('id', SALES).select('id');
    expect(ongoing.error?.code).toBe('23514');
  });

  it('an experience entry that ends before it starts, or a past role without an end', async () => {
    const backwards = await owner.from('experience').insert([{ role: 'R', organisation: 'O', start_month: '2024-05-01', end_month: '2024-01-01', is_current: false, summary: 'S' }]);
    expect(refusal(backwards.error, EXPERIENCE_CONSTRAINT_MESSAGES)).toBe('End cannot be before Start, and only a current role has no end');
    const open = await owner.from('experience').insert([{ role: 'R', organisation: 'O', start_month: '2024-05-01', is_current: false, summary: 'S' }]);
    expect(open.error?.code).toBe('23514');
  });

  it('an experience entry with a NULL highlight or technology, new or stored, writing nothing', async () => {
    const row = { role: `Null element ${Date.now()}`, organisation: 'O', start_month: '2020-01-01', is_current: true, summary: 'S' };
    const failure = (error: { code?: string; message: string } | null) => ({ code: error?.code, message: error?.message });
    const highlight = await owner.from('experience').insert([{ ...row, highlights: ['Shipped', null] }]);
    expect(failure(highlight.error)).toEqual({ code: '23514', message: expect.stringContaining('experience_highlights_valid') });
    const technology = await owner.from('experience').insert([{ ...row, technologies: [null] }]);
    expect(failure(technology.error)).toEqual({ code: '23514', message: expect.stringContaining('experience_technologies_valid') });
    expect((await owner.from('experience').select('id').eq('role', row.role)).data).toEqual([]);

    const before = await experienceList.list(owner);
    const stored = before[0]!;
    const edited = await owner.from('experience').update({ highlights: [...stored.highlights, null] }).eq('id', stored.id);
    expect(failure(edited.error)).toEqual({ code: '23514', message: expect.stringContaining('experience_highlights_valid') });
    expect(await experienceList.list(owner)).toEqual(before);
  });

  it('a portrait without alt text, and alt text without a portrait', async () => {
    const path = 'portrait/refused.jpg';
    const bare = await owner.from('profile').update({ photo_path: path, photo_alt: null }).eq('id', true).select('id');
    expect(refusal(bare.error, PROFILE_CONSTRAINT_MESSAGES)).toBe('The portrait needs alt text of 1 to 300 characters (or no portrait)');
    const orphan = await owner.from('profile').update({ photo_path: null, photo_alt: 'A portrait' }).eq('id', true).select('id');
    expect(orphan.error?.code).toBe('23514');
    const { data } = await anonClient().from('profile').select('photo_path').single();
    expect(data?.photo_path).not.toBe(path);
  });

  it('the same rules in the forms', () => {
    expect(experienceSchema.safeParse({ role: 'R', organisation: 'O', startMonth: '2024-05', endMonth: '2024-01', summary: 'S' }).error?.issues[0]?.message).toBe('End cannot be before Start');
    expect(testimonialSchema.safeParse({ quote: 'x'.repeat(601), authorName: 'A', authorRole: 'B', company: 'C' }).success).toBe(false);
  });
});

describe('the owner', () => {
  const created: string[] = [];
  const createdEntries: string[] = [];
  afterAll(async () => {
    for (const id of created) await owner.from('testimonials').delete().eq('id', id);
    for (const id of createdEntries) await experienceList.delete(owner, id);
  });

  it('adds a testimonial about a project, moves it first, edits and deletes it', async () => {
    const added = await testimonialList.create(owner, testimonial({ projectId: CLINIC, quote: 'Moved to the top.' }));
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    created.push(added.value.id);
    for (let i = 0; i < 5; i++) await testimonialList.move(owner, added.value.id, 'up');
    expect((await testimonialList.list(owner))[0]!.quote).toBe('Moved to the top.');
    const edited = await testimonialList.update(owner, added.value.id, testimonial({ quote: 'Edited.', sourceUrl: 'https://example.com/recommendation' }));
    expect(edited.ok && edited.value.sourceUrl).toBe('https://example.com/recommendation');
    expect(await testimonialList.delete(owner, added.value.id)).toEqual({ ok: true, value: undefined });
    expect(await testimonialList.deleteForGood(owner, added.value.id)).toEqual({ ok: true, value: undefined });
    created.pop();
  });

  it('is told when the linked project no longer exists', async () => {
    const result = await testimonialList.create(owner, testimonial({ projectId: '00000000-0000-4000-8000-000000000000' }));
    expect(result).toEqual({ ok: false, reason: 'invalid', message: 'That project no longer exists. Choose another one, or none.' });
  });

  it('adds a current role, which the site lists first', async () => {
    const result = await experienceList.create(owner, entry({ role: 'Newest role', startMonth: '2026-01', endMonth: '', isCurrent: 'on' }));
    expect(result.ok).toBe(true);
    if (result.ok) createdEntries.push(result.value.id);
    expect((await experienceList.list(owner))[0]!.role).toBe('Newest role');
  });
});
