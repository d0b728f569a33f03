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
