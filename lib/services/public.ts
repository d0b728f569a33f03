import 'server-only';
import { cache } from 'react';
import { cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { DataError } from '@/lib/data/write-result';
import { SERVICE_SELECT, toService, type Service } from './model';

/** The cache tag of every public read of services: an owner's save of services expires it. */
export const SERVICES_TAG = 'services';

// What visitors read of the services: cached under SERVICES_TAG, one read per request.
// Row-level security leaves drafts out.

/** The published services in display order; none when the backend failed (logged). */
export const listPublicServices = cache(
  (): Promise<Service[]> =>
    withFallback('services', [], async () => {
      const { data, error } = await cachedClient(SERVICES_TAG)
        .from('services')
        .select(SERVICE_SELECT)
        .order('display_order', { ascending: true })
        .order('created_at', { ascending: true });
      if (error) throw new DataError('list services', error);
      return data.map(toService);
    }),
);
