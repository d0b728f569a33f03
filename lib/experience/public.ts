import 'server-only';
import { cache } from 'react';
import { cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { DataError } from '@/lib/data/write-result';
import { EXPERIENCE_SELECT, toExperience, type Experience } from './model';

/** The cache tag of every public read of experience: an owner's save of experience expires it. */
export const EXPERIENCE_TAG = 'experience';

// What visitors read of the owner's career: cached under the 'experience' tag, one read per request.

/** Newest first: the current role, then by start month; none when the backend failed (logged). */
export const listPublicExperience = cache(
  (): Promise<Experience[]> =>
    withFallback('experience', [], async () => {
      const { data, error } = await cachedClient(EXPERIENCE_TAG)
        .from('experience')
        .select(EXPERIENCE_SELECT)
        .order('is_current', { ascending: false })
        .order('start_month', { ascending: false })
        .order('created_at', { ascending: false });
      if (error) throw new DataError('list experience', error);
      return data.map(toExperience);
    }),
);
