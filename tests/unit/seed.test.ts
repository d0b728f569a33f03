import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/slug';
import { SEEDED, SEEDED_HIDDEN, SEEDED_PROJECT_COUNT, SEEDED_SERVICES } from '../../scripts/harness/seed.mjs';

const seed = readFileSync(path.resolve('supabase/seed.sql'), 'utf8');

describe('the seeded projects the tests refer to', () => {
  it.each(Object.entries({ ...SEEDED, ...SEEDED_HIDDEN }))('%s has the id and title of supabase/seed.sql, and the slug made from it', (_key, { id, title, slug }) => {
    expect(seed).toContain(`('${id}',\n   '${title}',`);
    expect(slug).toBe(slugify(title));
  });

  it('counts every project the seed inserts: the public ones, then the unlisted and the private one', () => {
    expect(seed.match(/\('[0-9a-f-]{36}',\n/g)).toHaveLength(SEEDED_PROJECT_COUNT + Object.keys(SEEDED_HIDDEN).length);
    expect(seed.match(/'(unlisted|private)', (null|'https:[^']*')/g)).toHaveLength(Object.keys(SEEDED_HIDDEN).length);
  });
});

describe('the seeded services the tests refer to', () => {
  it.each(Object.entries(SEEDED_SERVICES))('%s has the id, name and slug of supabase/seed.sql, the slug made from the name', (_key, { id, name, slug }) => {
    expect(seed).toContain(`('${id}', '${name}', '${slug}',`);
    expect(slug).toBe(slugify(name));
  });

  it('are every service the seed inserts, in display order', () => {
    const services = seed.slice(seed.indexOf('insert into public.services'));
    const seeded = [...services.slice(0, services.indexOf(';\n')).matchAll(/\('([0-9a-f-]{36})', '[^']*', '([a-z0-9-]+)',\n/g)].map((match) => match[1]);
    expect(seeded).toEqual(Object.values(SEEDED_SERVICES).map((service) => service.id));
  });
});

// The demo's outcomes are claims a visitor reads beside the case study: each figure an outcome
// states (its value and label) must be stated by the project's description too, so the two can
// never disagree. A figure is a number in digits (commas between thousands, a decimal part) or a
// number word from zero to twenty but one (mostly an article: "one model"), scaled by a k, M, thousand or million after it, and a
// percentage when a % follows. "+38%" and "rose 38%" agree; signs are not compared, since the
// text says rise or fall in words.
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6 };
const FIGURE = new RegExp(`(\\d[\\d,]*(?:\\.\\d+)?|\\b(?:${NUMBER_WORDS.filter((word) => word !== 'one').join('|')})\\b)(?:\\s*(%)|\\s?(k|M)\\b|\\s(thousand|million)\\b)?`, 'gi');

/** Every figure in `text`, as "<number>" or "<number>%". */
function figures(text: string): string[] {
  return [...text.matchAll(FIGURE)].map(([, number = '', percent, short, long]) => {
    const word = NUMBER_WORDS.indexOf(number.toLowerCase());
    const value = (word >= 0 ? word : Number(number.replaceAll(',', ''))) * (SCALES[(short ?? long ?? '').toLowerCase()] ?? 1);
    return `${value}${percent ?? ''}`;
  });
}

const unquote = (sql: string) => sql.replaceAll("''", "'");
const descriptions = new Map(
  [...seed.matchAll(/\('([0-9a-f-]{36})',\n {3}'(?:[^']|'')*',\n {3}'((?:[^']|'')*)',\n {3}'(?:wordpress|power_bi|web_development|other)'/g)].map(([, id, description]) => [id!, unquote(description!)]),
);
const outcomesBlock = seed.slice(seed.indexOf('-- What each demo project achieved'), seed.indexOf('where p.id = f.id::uuid;'));
const outcomes = [...outcomesBlock.matchAll(/\('([0-9a-f-]{36})',[^\n]*\n\s+'(\[[^\n]*\])'\)/g)].map(([, id, json]) => ({
  id: id!,
  outcomes: JSON.parse(unquote(json!)) as { value: string; label: string }[],
}));

describe('the seeded outcomes', () => {
  it('reads figures in digits and words, scaled and as percentages', () => {
    expect(figures('+38% mobile conversion')).toEqual(['38%']);
    expect(figures('Mobile conversion rose 38 % in the first quarter')).toEqual(['38%']);
    expect(figures('−6 h weekly reporting time, 40M rows')).toEqual(['6', '40000000']);
    expect(figures('40 million sales rows, 18k tickets, 18,000 tickets, 12,000-member')).toEqual(['40000000', '18000', '18000', '12000']);
    expect(figures('from five steps to two, Six clinics, zero downtime, someone in one model')).toEqual(['5', '2', '6', '0']);
  });

  it('are read for every public project of the seed', () => {
    expect(outcomes).toHaveLength(SEEDED_PROJECT_COUNT);
    expect(outcomes.every(({ id, outcomes: list }) => list.length > 0 && descriptions.has(id))).toBe(true);
  });

  it.each(outcomes)('each figure of $id outcomes is stated in its case study', ({ id, outcomes: list }) => {
    const stated = figures(descriptions.get(id)!);
    for (const { value, label } of list) {
      for (const figure of figures(`${value} ${label}`)) expect(stated, `${value} ${label}`).toContain(figure);
    }
  });
});
