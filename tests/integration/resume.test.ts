import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/(site)/resume.json/route';
import { checkResume, importArguments, importResume, setResumeOffered } from '@/lib/resume/admin';
import { getPublicResume } from '@/lib/resume/public';
import { schemaProblems } from '@/lib/resume/validate';
import { RESUME_TEXTS } from '@/lib/resume/vocabulary';
import { anonClient, freshUserClient, ownerClient } from './clients';

// The import through the real backend, as the owner's session writes it: one transaction for the
// profile's fields, the experience and the skills; refused to anyone else; /resume.json from the
// public reads. The seeded rows are put back after the last test (other files read them).

const RESUME = {
  basics: {
    name: 'Alex Morgan',
    label: 'Data Engineer & WordPress Developer',
    email: 'alex@example.org',
    summary: 'I build data platforms and the WordPress sites that show their numbers.',
    profiles: [
      { network: 'GitHub', username: 'alexm', url: 'https://github.com/alexm' },
      { network: 'Mastodon', username: 'alex', url: 'https://hachyderm.io/@alex' },
    ],
  },
  work: [
    { name: 'Acme Analytics', position: 'Data Engineer', location: 'Leeds, UK', startDate: '2021-04', summary: 'Pipelines and warehouses.', highlights: ['Cut load times by 40%'], keywords: ['Python', 'dbt'] },
    { name: 'Northern Print Co.', position: 'Web Developer', startDate: '2014-09-01', endDate: '2021-03', summary: 'Took a print shop online.' },
  ],
  skills: [
    { name: 'Power BI Analytics', keywords: ['DAX', 'Power Query'] },
    { name: 'SQL', level: 'Expert', keywords: ['PostgreSQL', 'T-SQL'] },
  ],
  education: [{ institution: 'University of Leeds', area: 'Computing' }],
};
const text = JSON.stringify(RESUME);

/** What anyone reads of the three parts an import changes. */
async function snapshot() {
  const db = anonClient();
  const [profile, experience, skills] = await Promise.all([
    db.from('profile').select('name, role, intro, contact_email, code_url, network_url, other_links, resume_public').single(),
    db.from('experience').select('role, organisation, location, start_month, end_month, is_current, summary, highlights, technologies').order('start_month'),
    db.from('skills').select('title, description, icon, color').order('display_order'),
  ]);
  return { profile: profile.data, experience: experience.data, skills: skills.data };
}

let owner: SupabaseClient;
let seeded: Awaited<ReturnType<typeof snapshot>>;
let seededRows: { profile: Record<string, unknown>; experience: unknown[]; skills: unknown[] };

beforeAll(async () => {
  owner = await ownerClient();
  seeded = await snapshot();
  const [profile, experience, skills] = await Promise.all([
    owner.from('profile').select('*').single(),
    owner.from('experience').select('*'),
    owner.from('skills').select('*').order('display_order'),
  ]);
  seededRows = { profile: profile.data!, experience: experience.data!, skills: skills.data! };
});

afterAll(async () => {
  const { error } = await owner.rpc('import_resume', { profile_fields: seededRows.profile, entries: seededRows.experience, skill_rows: seededRows.skills } as never);
  if (error) throw error;
  await setResumeOffered(owner, true);
  expect(await snapshot()).toEqual(seeded);
});

describe('importing a resume.json', () => {
  it('previews what will change and writes nothing', async () => {
    const checked = await checkResume(owner, text);
    if (!checked.ok) throw new Error(checked.problems.join('; '));
    expect(checked.value.preview.profile.map((change) => change.field)).toEqual(['Name', 'Role', 'Introduction', 'Contact email', 'Code profile URL', 'Professional profile URL', 'Other links']);
    // The same role at the same place from the same month, with other content, is changed.
    expect(checked.value.preview.experience).toEqual({
      added: ['Data Engineer, Acme Analytics (Apr 2021 – Present)'],
      changed: ['Web Developer, Northern Print Co. (Sept 2014 – Mar 2021)'],
      removed: ['Lead Developer & Power BI Consultant, Independent (Jan 2022 – Present)', 'Senior WordPress Developer, Brightside Digital (Mar 2018 – Dec 2021)'],
      unchanged: 0,
    });
    expect(checked.value.preview.skills).toEqual({ added: ['SQL'], changed: ['Power BI Analytics'], removed: ['WordPress Development', 'Database Design', 'UI/UX Design', 'Performance', 'Security'], unchanged: 0 });
    expect(await snapshot()).toEqual(seeded);
  });

  it('refuses a file that is not JSON or that the schema refuses, with the problems by JSON path', async () => {
    expect(await checkResume(owner, '{"basics":')).toEqual({ ok: false, message: RESUME_TEXTS.notJson, problems: [] });
    expect(await checkResume(owner, JSON.stringify({ work: [{ startDate: 'last spring' }] }))).toEqual({
      ok: false,
      message: RESUME_TEXTS.notResume,
      problems: ['$.work[0].startDate: must be a date: YYYY, YYYY-MM or YYYY-MM-DD'],
    });
  });

  for (const [who, client] of [
    ['an anonymous visitor', async () => anonClient()],
    ['a signed-in account that is not the owner', freshUserClient],
  ] as const) {
    it(`is refused to ${who}, and changes nothing`, async () => {
      const db = await client();
      expect(await importResume(db, text)).toMatchObject({ ok: false, reason: 'forbidden', message: RESUME_TEXTS.forbidden });
      expect(await setResumeOffered(db, false)).toMatchObject({ ok: false, reason: 'forbidden' });
      expect(await snapshot()).toEqual(seeded);
    });
  }

  it('rolls everything back when one row is refused: nothing half-written', async () => {
    const checked = await checkResume(owner, text);
    if (!checked.ok) throw new Error(checked.message);
    const args = importArguments(checked.value.plan);
    const badEntry = { ...args, entries: [args.entries![0], { ...args.entries![1], summary: ' ' }] };
    const badSkill = { ...args, skill_rows: [...args.skill_rows!, { title: 'Bad', description: 'Bad icon', icon: 'rocket', color: 'sky' }] };
    const tooMany = { ...args, skill_rows: Array.from({ length: 13 }, (_, i) => ({ ...args.skill_rows![0], title: `Skill ${i}` })) };
    for (const [bad, constraint] of [[badEntry, 'experience_summary_length'], [badSkill, 'skills_icon_valid'], [tooMany, 'skills_count']] as const) {
      const { data, error } = await owner.rpc('import_resume', bad as never);
      expect(data).toBeNull();
      expect(error?.message).toContain(constraint);
    }
    expect(await snapshot()).toEqual(seeded);
  });

  it('writes the profile, the experience and the skills as the owner, and /resume.json follows', async () => {
    const result = await importResume(owner, text);
    expect(result).toMatchObject({ ok: true });
    const after = await snapshot();
    expect(after.profile).toEqual({
      name: 'Alex Morgan',
      role: 'Data Engineer & WordPress Developer',
      intro: 'I build data platforms and the WordPress sites that show their numbers.',
      contact_email: 'alex@example.org',
      code_url: 'https://github.com/alexm',
      network_url: null,
      other_links: [{ label: 'Mastodon', url: 'https://hachyderm.io/@alex' }],
      resume_public: true,
    });
    expect(after.experience).toEqual([
      { role: 'Web Developer', organisation: 'Northern Print Co.', location: null, start_month: '2014-09-01', end_month: '2021-03-01', is_current: false, summary: 'Took a print shop online.', highlights: [], technologies: [] },
      { role: 'Data Engineer', organisation: 'Acme Analytics', location: 'Leeds, UK', start_month: '2021-04-01', end_month: null, is_current: true, summary: 'Pipelines and warehouses.', highlights: ['Cut load times by 40%'], technologies: ['Python', 'dbt'] },
    ]);
    // A skill the site had keeps its icon and colour.
    expect(after.skills).toEqual([
      { title: 'Power BI Analytics', description: 'DAX, Power Query', icon: 'bar-chart', color: 'amber' },
      { title: 'SQL', description: 'PostgreSQL, T-SQL', icon: 'database', color: 'sky' },
    ]);

    const published = await getPublicResume();
    expect(schemaProblems(published)).toEqual([]);
    expect(published).toMatchObject({ basics: { name: 'Alex Morgan', email: 'alex@example.org' }, work: [{ name: 'Acme Analytics' }, { name: 'Northern Print Co.' }] });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(schemaProblems(await response.json())).toEqual([]);
    // Importing what the site now offers changes nothing.
    const again = await checkResume(owner, JSON.stringify(published));
    expect(again).toMatchObject({ ok: true, value: { preview: { profile: [], experience: { unchanged: 2, added: [], changed: [], removed: [] }, skills: { unchanged: 2 } } } });
  });

  it('keeps the experience and skills a resume leaves out', async () => {
    const before = await snapshot();
    expect(await importResume(owner, JSON.stringify({ basics: { label: 'Consultant' } }))).toMatchObject({ ok: true });
    expect(await snapshot()).toEqual({ ...before, profile: { ...before.profile, role: 'Consultant' } });
  });

  it('is off the site while the owner turns it off', async () => {
    expect(await setResumeOffered(owner, false)).toEqual({ ok: true, value: false });
    expect(await getPublicResume()).toBeNull();
    expect((await GET()).status).toBe(404);
    expect(await setResumeOffered(owner, true)).toEqual({ ok: true, value: true });
    expect((await GET()).status).toBe(200);
  });
});
