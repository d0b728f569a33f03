import { describe, expect, it, vi } from 'vitest';
import type { Experience } from '@/lib/experience/model';
import type { Profile } from '@/lib/profile/model';
import type { Skill } from '@/lib/skills/list';
import { planImport, type ResumeState } from '@/lib/resume/from-resume';
import { changesNothing, previewImport } from '@/lib/resume/preview';
import { toJsonResume } from '@/lib/resume/to-resume';
import { readResume, schemaProblems } from '@/lib/resume/validate';
import { RESUME_LIMITS, RESUME_TEXTS } from '@/lib/resume/vocabulary';

// The skills' schema lives beside their list's declaration, which reads the environment when loaded.
vi.hoisted(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = 'http://127.0.0.1:54321';
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_unit';
});

const profile: Profile = {
  siteName: 'Sam Carter',
  name: 'Sam Carter',
  role: 'Lead Developer',
  heroHeading: 'Sites and reports',
  intro: 'Ten years of WordPress, two of Power BI.',
  description: 'WordPress and Power BI.',
  contactEmail: 'sam@example.com',
  codeUrl: 'https://github.com/sam',
  networkUrl: 'https://www.linkedin.com/in/sam',
  otherLinks: [
    { label: 'Dribbble', url: 'https://dribbble.com/sam' },
    { label: 'Mail', url: 'mailto:sam@example.com' },
  ],
  stats: [],
  skillsIntro: '',
  projectsIntro: '',
  contactIntro: '',
  copyrightYear: null,
  cvPath: null,
  cvHref: null,
  photo: { path: 'portrait/a.webp', src: 'https://db.example.com/storage/v1/object/public/people/portrait/a.webp', alt: 'Sam' },
  availability: { status: 'hidden', date: null, note: null },
  bookingUrl: null,
  currency: 'EUR',
  businessName: 'Carter Ltd',
  businessAddress: '1 Private Road',
  taxId: 'GB123',
  paymentInstructions: 'IBAN …',
  resumePublic: true,
};

const experience: Experience[] = [
  {
    id: '1',
    role: 'Lead Developer',
    organisation: 'Independent',
    location: 'Remote',
    startMonth: '2022-01',
    endMonth: null,
    isCurrent: true,
    summary: 'WordPress builds and Power BI reporting.',
    highlights: ['Led 30+ projects'],
    technologies: ['WordPress', 'Power BI'],
  },
  {
    id: '2',
    role: 'Web Developer',
    organisation: 'Northern Print Co.',
    location: null,
    startMonth: '2014-10',
    endMonth: '2018-02',
    isCurrent: false,
    summary: 'Took a print shop online.',
    highlights: [],
    technologies: [],
  },
];

const skills: Skill[] = [
  { id: 'a', title: 'WordPress Development', description: 'Custom themes, blocks and plugins.', icon: 'globe', color: 'sky' },
  { id: 'b', title: 'Power BI Analytics', description: 'Data models and DAX.', icon: 'bar-chart', color: 'amber' },
];

const current: ResumeState = { profile, experience, skills };
const exported = () => toJsonResume({ profile, experience, skills, siteUrl: 'https://sam.example.com' });

/** A resume as people write them: dates of every precision, keywords, a network the site has no field for. */
const written = {
  basics: {
    name: 'Alex Morgan',
    label: 'Data Engineer',
    email: 'alex@example.org',
    summary: 'I build data platforms.',
    location: { city: 'Leeds', countryCode: 'GB' },
    profiles: [
      { network: 'GitLab', username: 'alexm', url: 'https://gitlab.com/alexm' },
      { network: 'Mastodon', username: 'alex', url: 'https://hachyderm.io/@alex' },
      { network: 'Twitter', username: 'alex' },
    ],
  },
  work: [
    { name: 'Acme Analytics', position: 'Data Engineer', startDate: '2021-04-12', summary: 'Pipelines and warehouses.', highlights: ['Cut load times by 40%'] },
    { name: 'Northern Print Co.', position: 'Web Developer', startDate: '2014', endDate: '2018-02', description: 'A print shop.' },
  ],
  skills: [
    { name: 'Power BI Analytics', level: 'Master', keywords: ['DAX', 'Power Query'] },
    { name: 'SQL', keywords: ['PostgreSQL', 'T-SQL'] },
  ],
  education: [{ institution: 'University of Leeds', area: 'Computing' }],
};

describe('the site as a JSON Resume', () => {
  it('is valid against the published schema and holds only what the public pages show', () => {
    const resume = exported();
    expect(schemaProblems(resume)).toEqual([]);
    expect(resume.basics).toEqual({
      name: 'Sam Carter',
      label: 'Lead Developer',
      image: profile.photo!.src,
      email: 'sam@example.com',
      url: 'https://sam.example.com',
      summary: 'Ten years of WordPress, two of Power BI.',
      profiles: [
        { network: 'GitHub', username: 'sam', url: 'https://github.com/sam' },
        { network: 'LinkedIn', username: 'sam', url: 'https://www.linkedin.com/in/sam' },
        { network: 'Dribbble', username: 'sam', url: 'https://dribbble.com/sam' },
      ],
    });
    expect(resume.work).toEqual([
      { name: 'Independent', position: 'Lead Developer', location: 'Remote', startDate: '2022-01', summary: 'WordPress builds and Power BI reporting.', highlights: ['Led 30+ projects'], keywords: ['WordPress', 'Power BI'] },
      { name: 'Northern Print Co.', position: 'Web Developer', startDate: '2014-10', endDate: '2018-02', summary: 'Took a print shop online.', highlights: [] },
    ]);
    expect(resume.skills).toEqual([
      { name: 'WordPress Development', keywords: ['Custom themes, blocks and plugins.'] },
      { name: 'Power BI Analytics', keywords: ['Data models and DAX.'] },
    ]);
    expect(resume.meta).toEqual({ canonical: 'https://sam.example.com/resume.json', version: 'v1.0.0' });
    expect(JSON.stringify(resume)).not.toMatch(/Carter Ltd|Private Road|GB123|IBAN/);
  });

  it('comes back in unchanged: importing the export changes nothing', () => {
    const plan = planImport(readResumeOk(JSON.stringify(exported())), current);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.value.profile.otherLinks).toEqual(profile.otherLinks);
    const preview = previewImport(current, plan.value);
    expect(preview).toEqual({ profile: [], experience: { added: [], changed: [], removed: [], unchanged: 2 }, skills: { added: [], changed: [], removed: [], unchanged: 2 } });
    expect(changesNothing(preview)).toBe(true);
  });
});

function readResumeOk(text: string) {
  const read = readResume(text);
  if (!read.ok) throw new Error(`${read.message} ${read.problems.join('; ')}`);
  return read.value;
}

describe('a JSON Resume into the site', () => {
  it('maps basics, profiles, work and skills, and previews what changes', () => {
    const plan = planImport(readResumeOk(JSON.stringify(written)), current);
    if (!plan.ok) throw new Error(plan.problems.join('; '));
    expect(plan.value.profile).toEqual({
      name: 'Alex Morgan',
      role: 'Data Engineer',
      intro: 'I build data platforms.',
      contactEmail: 'alex@example.org',
      codeUrl: 'https://gitlab.com/alexm',
      networkUrl: null,
      // The e-mail link stays; a profile without an address has nothing to link to.
      otherLinks: [
        { label: 'Mastodon', url: 'https://hachyderm.io/@alex' },
        { label: 'Mail', url: 'mailto:sam@example.com' },
      ],
    });
    expect(plan.value.experience).toEqual([
      expect.objectContaining({ organisation: 'Acme Analytics', startMonth: '2021-04-01', endMonth: null, isCurrent: true, highlights: ['Cut load times by 40%'], technologies: [] }),
      expect.objectContaining({ organisation: 'Northern Print Co.', startMonth: '2014-01-01', endMonth: '2018-02-01', isCurrent: false, summary: 'A print shop.' }),
    ]);
    // A skill the site has keeps its icon and colour; a new one gets an icon from what it is about.
    expect(plan.value.skills).toEqual([
      { title: 'Power BI Analytics', description: 'DAX, Power Query', icon: 'bar-chart', color: 'amber' },
      { title: 'SQL', description: 'PostgreSQL, T-SQL', icon: 'database', color: 'sky' },
    ]);
    const preview = previewImport(current, plan.value);
    expect(preview.profile.map((change) => change.field)).toEqual(['Name', 'Role', 'Introduction', 'Contact email', 'Code profile URL', 'Professional profile URL', 'Other links']);
    expect(preview.profile[0]).toEqual({ field: 'Name', from: 'Sam Carter', to: 'Alex Morgan' });
    expect(preview.experience).toEqual({
      added: ['Data Engineer, Acme Analytics (Apr 2021 – Present)', 'Web Developer, Northern Print Co. (Jan 2014 – Feb 2018)'],
      changed: [],
      removed: ['Lead Developer, Independent (Jan 2022 – Present)', 'Web Developer, Northern Print Co. (Oct 2014 – Feb 2018)'],
      unchanged: 0,
    });
    expect(preview.skills).toEqual({ added: ['SQL'], changed: ['Power BI Analytics'], removed: ['WordPress Development'], unchanged: 0 });
  });

  it('leaves what the resume leaves out as it is', () => {
    const plan = planImport({ basics: { label: 'Consultant' } }, current);
    if (!plan.ok) throw new Error(plan.problems.join('; '));
    expect(plan.value).toMatchObject({ profile: { name: 'Sam Carter', role: 'Consultant', codeUrl: 'https://github.com/sam' }, experience: null, skills: null });
    expect(previewImport(current, plan.value)).toEqual({ profile: [{ field: 'Role', from: 'Lead Developer', to: 'Consultant' }], experience: null, skills: null });
  });

  it('refuses what the forms refuse, each problem at its place in the resume', () => {
    const resume = {
      basics: { name: 'x'.repeat(101) },
      work: [{ name: 'Acme', position: 'Dev', startDate: '2020-01', summary: 'Fine.' }, { name: 'Acme', startDate: '2021-03', endDate: '2020-01' }],
      skills: Array.from({ length: 13 }, (_, i) => ({ name: `Skill ${i}`, keywords: ['A'] })),
    };
    const plan = planImport(resume, current);
    expect(plan).toEqual({
      ok: false,
      message: RESUME_TEXTS.notValid,
      problems: [
        '$.basics.name: Name must be at most 100 characters',
        '$.work[1].position: Role is required',
        '$.work[1].summary: Summary is required',
        '$.work[1].endDate: End cannot be before Start',
        '$.skills: At most 12 skills',
      ],
    });
  });
});

describe('reading an uploaded resume.json', () => {
  it('refuses a file over the limit, text that is not JSON, and what the schema refuses, by JSON path', () => {
    expect(readResume(' '.repeat(RESUME_LIMITS.bytes + 1))).toEqual({ ok: false, message: RESUME_TEXTS.tooLarge, problems: [] });
    expect(readResume('{"basics": ')).toEqual({ ok: false, message: RESUME_TEXTS.notJson, problems: [] });
    expect(readResume('[]')).toMatchObject({ ok: false, message: RESUME_TEXTS.notResume });
    const bad = { basics: { name: 3, email: 'not an address', profiles: [{ url: 'no url' }] }, work: [{ startDate: 'March 2020' }, { endDate: '2020-1' }], skills: {} };
    expect(readResume(JSON.stringify(bad))).toEqual({
      ok: false,
      message: RESUME_TEXTS.notResume,
      problems: [
        '$.basics.name: is not of a type(s) string',
        '$.basics.email: does not conform to the "email" format',
        '$.basics.profiles[0].url: does not conform to the "uri" format',
        '$.work[0].startDate: must be a date: YYYY, YYYY-MM or YYYY-MM-DD',
        '$.work[1].endDate: must be a date: YYYY, YYYY-MM or YYYY-MM-DD',
        '…and 1 more',
      ],
    });
  });
});
