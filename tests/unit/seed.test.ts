import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/slug';
import { SEEDED, SEEDED_HIDDEN, SEEDED_PROJECT_COUNT } from '../../scripts/harness/seed.mjs';

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
