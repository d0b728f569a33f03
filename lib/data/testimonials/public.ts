import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { asRows } from '@/lib/data/rows';
import { DataError } from '@/lib/data/write-result';
import { TESTIMONIAL_SELECT, toTestimonial, type Testimonial, type TestimonialRow } from './model';

// What visitors read of the testimonials: cached under the 'testimonials' tag, one read per request.

/** Every testimonial in display order; none when the backend failed (logged). */
export const listPublicTestimonials = cache(
  (): Promise<Testimonial[]> =>
    withFallback('testimonials', [], async () => {
      const { data, error } = await cachedClient(CACHE_TAGS.testimonials)
        .from('testimonials')
        .select(TESTIMONIAL_SELECT)
        .order('display_order', { ascending: true })
        .order('created_at', { ascending: true });
      if (error) throw new DataError('list testimonials', error);
      return asRows<TestimonialRow>(data).map(toTestimonial);
    }),
);

/** The testimonials about one project, in display order (from the same cached list). */
export const listPublicTestimonialsOf = cache(async (projectId: string): Promise<Testimonial[]> =>
  (await listPublicTestimonials()).filter((testimonial) => testimonial.projectId === projectId),
);
