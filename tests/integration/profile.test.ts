import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, saveProfile } from '@/lib/profile/admin';
import { getPublicProfile } from '@/lib/profile/public';
import { listPublicSkills, skillList, skillSchema } from '@/lib/skills/list';
import { profileSchema } from '@/lib/profile/schema';
import { anonClient, freshUserClient, ownerClient } from './clients';

const snapshot = async () => {
  const db = anonClient();
  const [profile, skills] = await Promise.all([db.from('profile').select('*'), db.from('skills').select('*').order('id')]);
  return { profile: profile.data, skills: skills.data };
};

const SEEDED_PROFILE = {
  name: 'Sam Carter',
  role: 'Lead Developer & Power BI Specialist',
  heroHeading: 'Lead Developer building WordPress sites and Power BI insights',
  contactEmail: 'hello@example.com',
  codeUrl: 'https://github.com/example',
  networkUrl: 'https://www.linkedin.com/in/example',
  copyrightYear: 2025,
  stats: [
    { value: '10+', label: 'Years WordPress' },
    { value: '2+', label: 'Years Power BI' },
    { value: '100+', label: 'Projects Completed' },
  ],
};

/** The seeded profile as the form would post it, with `changes`. */
async function formInput(db: SupabaseClient, changes: Record<string, string> = {}) {
  const profile = (await getProfile(db))!;
  return profileSchema.parse({
    siteName: profile.siteName,
    name: profile.name,
    role: profile.role,
    heroHeading: profile.heroHeading,
    intro: profile.intro,
    description: profile.description,
    contactEmail: profile.contactEmail,
    codeUrl: profile.codeUrl ?? '',
    networkUrl: profile.networkUrl ?? '',
    otherLinks: profile.otherLinks.map((link) => `${link.label} | ${link.url}`).join('\n'),
    ...Object.fromEntries(profile.stats.flatMap((stat, i) => [[`stat${i + 1}Value`, stat.value], [`stat${i + 1}Label`, stat.label]])),
    skillsIntro: profile.skillsIntro,
    projectsIntro: profile.projectsIntro,
    contactIntro: profile.contactIntro,
    copyrightYear: String(profile.copyrightYear ?? ''),
    availability: profile.availability.status,
    availabilityDate: profile.availability.date ?? '',
    availabilityNote: profile.availability.note ?? '',
    bookingUrl: profile.bookingUrl ?? '',
    ...changes,
  });
}

describe('the profile and skills', () => {
  it('are seeded with the texts the site started with, readable by anyone', async () => {
    expect(await getPublicProfile()).toMatchObject(SEEDED_PROFILE);
    expect((await listPublicSkills()).map((skill) => skill.title)).toEqual([
      'WordPress Development',
      'Power BI Analytics',
      'Database Design',
      'UI/UX Design',
      'Performance',
      'Security',
    ]);
  });

  for (const [who, client] of [
    ['an anonymous visitor', async () => anonClient()],
    ['a signed-in account that is not the owner', freshUserClient],
  ] as const) {
    it(`cannot be changed by ${who}, whatever it sends to /rest/v1`, async () => {
      const db = await client();
      const before = await snapshot();
      const skillId = before.skills![0]!.id as string;
      const attempts = await Promise.all([
        db.from('profile').update({ name: 'Defaced' }).eq('id', true),
        db.from('profile').upsert({ ...before.profile![0], name: 'Defaced' }),
        db.from('profile').update({ availability: 'booked', availability_date: '2099-12-31', availability_note: 'Defaced' }).eq('id', true),
        db.from('profile').update({ booking_url: 'https://evil.example/book' }).eq('id', true),
        db.from('skills').insert([{ title: 'Injected', description: 'x', icon: 'globe', color: 'sky' }]),
        db.from('skills').update({ title: 'Defaced' }).eq('id', skillId),
        db.from('skills').delete().eq('id', skillId),
        db.rpc('move_row', { list_name: 'skills', row_id: skillId, direction: 'down' }),
      ]);
      expect(attempts[4].error?.code).toBe('42501');
      expect(attempts[7].error?.code).toBe('42501');
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('for the owner', () => {
  let owner: SupabaseClient;
  let original: Awaited<ReturnType<typeof formInput>>;
  const created: string[] = [];
  beforeAll(async () => {
    owner = await ownerClient();
    original = await formInput(owner);
  });
  afterAll(async () => {
    await saveProfile(owner, original);
    if (created.length) await owner.from('skills').delete().in('id', created);
  });

  it('saves the profile', async () => {
    const result = await saveProfile(owner, await formInput(owner, { name: 'Alex Doe', stat1Value: '12+', copyrightYear: '' }));
    expect(result).toMatchObject({ ok: true, value: { name: 'Alex Doe', copyrightYear: null } });
    expect((await getProfile(anonClient()))?.stats[0]).toEqual({ value: '12+', label: 'Years WordPress' });
  });

  it.each([
    ['two stats', { stats: [{ value: '1', label: 'a' }, { value: '2', label: 'b' }] }, 'Exactly 3 stats, each with a value of at most 12 and a label of at most 40 characters'],
    ['a javascript: link', { other_links: [{ label: 'x', url: 'javascript:alert(1)' }] }, 'At most 5 other links, each with a label and an http(s) or mailto: URL'],
    ['an e-mail without a domain', { contact_email: 'sam@' }, 'Enter a valid email address, e.g. name@example.com'],
    ['a second profile row', { id: false }, 'There is only one profile.'],
    ['a status outside the list', { availability: 'busy' }, 'Availability must be not shown, available, limited from a date or booked until a date'],
    ['booked without a date', { availability: 'booked', availability_date: null }, 'Limited and booked availability need a date from 2000 to 2100; the others take none'],
    ['limited without a date', { availability: 'limited', availability_date: null }, 'Limited and booked availability need a date from 2000 to 2100; the others take none'],
    ['a date with status available', { availability: 'available', availability_date: '2027-04-30' }, 'Limited and booked availability need a date from 2000 to 2100; the others take none'],
    ['a date beyond 2100', { availability: 'booked', availability_date: '2101-01-01' }, 'Limited and booked availability need a date from 2000 to 2100; the others take none'],
    ['a note too long', { availability_note: 'x'.repeat(121) }, 'The availability note must be 1 to 120 characters (or none)'],
    ['a blank note', { availability_note: ' \n ' }, 'The availability note must be 1 to 120 characters (or none)'],
    ['an http:// booking address', { booking_url: 'http://cal.com/sam' }, 'Booking page must be an https:// address, e.g. https://cal.com/you'],
    ['a javascript: booking address', { booking_url: 'javascript:alert(1)' }, 'Booking page must be an https:// address, e.g. https://cal.com/you'],
  ])('is refused %s by the database itself, in words the owner can act on', async (_name, row, message) => {
    const { data: current } = await owner.from('profile').select('*').single();
    const { error } = await owner.from('profile').upsert({ ...current, ...row });
    expect(error?.code).toBe('23514');
    const { describeWriteError } = await import('@/lib/data/write-result');
    const { PROFILE_CONSTRAINT_MESSAGES } = await import('@/lib/profile/model');
    expect(describeWriteError(error!, { forbidden: '', constraints: PROFILE_CONSTRAINT_MESSAGES, failed: '' }).message).toBe(message);
  });

  it('saves availability and a booking page, which visitors read', async () => {
    const result = await saveProfile(
      owner,
      await formInput(owner, { availability: 'booked', availabilityDate: '2099-04-30', availabilityNote: 'Back in May', bookingUrl: 'https://cal.com/sam-carter/intro' }),
    );
    expect(result).toMatchObject({ ok: true, value: { availability: { status: 'booked', date: '2099-04-30', note: 'Back in May' }, bookingUrl: 'https://cal.com/sam-carter/intro' } });
    expect(await getProfile(anonClient())).toMatchObject({ availability: { status: 'booked', date: '2099-04-30', note: 'Back in May' }, bookingUrl: 'https://cal.com/sam-carter/intro' });
    const cleared = await saveProfile(owner, await formInput(owner, { availability: 'hidden', availabilityDate: '', availabilityNote: '', bookingUrl: '' }));
    expect(cleared).toMatchObject({ ok: true, value: { availability: { status: 'hidden', date: null, note: null }, bookingUrl: null } });
  });

  it('adds, edits, moves and deletes skills, and refuses a 13th', async () => {
    const skill = (title: string) => skillSchema.parse({ title, description: 'Added by a test.', icon: 'gauge', color: 'teal' });
    const added = [];
    while ((await skillList.list(owner)).length < 12) {
      const result = await skillList.create(owner, skill(`Skill ${randomUUID().slice(0, 6)}`));
      if (!result.ok) throw new Error(result.message);
      created.push(result.value.id);
      added.push(result.value);
    }
    expect(await skillList.create(owner, skill('One too many'))).toEqual({ ok: false, reason: 'invalid', message: 'At most 12 skills: delete one to add another.' });

    const last = added.at(-1)!;
    expect(await skillList.update(owner, last.id, skill('Renamed skill'))).toMatchObject({ ok: true, value: { title: 'Renamed skill' } });
    expect(await skillList.move(owner, last.id, 'up')).toEqual({ ok: true, value: true });
    const order = (await skillList.list(owner)).map((s) => s.id);
    expect(order.indexOf(last.id)).toBe(order.length - 2);
    expect(await skillList.delete(owner, last.id)).toEqual({ ok: true, value: undefined });
    expect((await skillList.list(owner)).map((s) => s.id)).not.toContain(last.id);
  });
});
