import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { asRows } from '@/lib/data/rows';
import { DataError } from '@/lib/data/write-result';
import { EXPERIENCE_SELECT, toExperience, type Experience, type ExperienceRow } from './model';

// What visitors read of the owner's career: cached under the 'experience' tag, one read per request.

/** Newest first: the current role, then by start month; none when the backend failed (logged). */
export const listPublicExperience = cache(
  (): Promise<Experience[]> =>
    withFallback('experience', [], async () => {
      const { data, error } = await cachedClient(CACHE_TAGS.experience)
        .from('experience')
        .select(EXPERIENCE_SELECT)
        .order('is_current', { ascending: false })
        .order('start_month', { ascending: false })
        .order('created_at', { ascending: false });
      if (error) throw new DataError('list experience', error);
      return asRows<ExperienceRow>(data).map(toExperience);
    }),
);
