import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { asRows } from '@/lib/data/rows';
import { getPublicProject } from '@/lib/projects/public';
import { DataError } from '@/lib/data/write-result';
import { projectPath } from '@/lib/projects/vocabulary';
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

/** A testimonial with the published project it is about, for a link to its case study. */
export type PublicTestimonial = Testimonial & { project: { title: string; href: string } | null };

/**
 * Every testimonial with its project's title and address; a project visitors cannot see (the
 * two cached reads can disagree for a while after a project is unpublished) is left out, so its
 * quote shows without a link. One cached read per linked project, so the home page never reads
 * the whole project list.
 */
export const listPublicTestimonialsWithProjects = cache(async (): Promise<PublicTestimonial[]> => {
  const testimonials = await listPublicTestimonials();
  const ids = [...new Set(testimonials.flatMap((testimonial) => (testimonial.projectId ? [testimonial.projectId] : [])))];
  const projects = new Map((await Promise.all(ids.map(getPublicProject))).flatMap((project) => (project ? [[project.id, project] as const] : [])));
  return testimonials.map((testimonial) => {
    const project = testimonial.projectId ? projects.get(testimonial.projectId) : undefined;
    return { ...testimonial, project: project ? { title: project.title, href: projectPath(project.slug) } : null };
  });
});
