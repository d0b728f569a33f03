import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { asRows } from '@/lib/data/rows';
import { DataError } from '@/lib/data/write-result';
import { SKILL_SELECT, toSkill, type Skill, type SkillRow } from './model';

// What visitors read of the skills: cached under the 'skills' tag, one read per request.

/** The skills in display order; none when the backend failed (logged). */
export const listPublicSkills = cache(
  (): Promise<Skill[]> =>
    withFallback('skills', [], async () => {
      const { data, error } = await cachedClient(CACHE_TAGS.skills)
        .from('skills')
        .select(SKILL_SELECT)
        .order('display_order', { ascending: true })
        .order('created_at', { ascending: true });
      if (error) throw new DataError('list skills', error);
      return asRows<SkillRow>(data).map(toSkill);
    }),
);
