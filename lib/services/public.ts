import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { asRows } from '@/lib/data/rows';
import { DataError } from '@/lib/data/write-result';
import { SERVICE_SELECT, toService, type Service, type ServiceRow } from './model';

// What visitors read of the services: cached under the 'services' tag, one read per request.
// Row-level security leaves drafts out.

/** The published services in display order; none when the backend failed (logged). */
export const listPublicServices = cache(
  (): Promise<Service[]> =>
    withFallback('services', [], async () => {
      const { data, error } = await cachedClient(CACHE_TAGS.services)
        .from('services')
        .select(SERVICE_SELECT)
        .order('display_order', { ascending: true })
        .order('created_at', { ascending: true });
      if (error) throw new DataError('list services', error);
      return asRows<ServiceRow>(data).map(toService);
    }),
);
