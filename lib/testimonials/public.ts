import 'server-only';
import { cache } from 'react';
import { cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { getPublicProject, PROJECTS_TAG } from '@/lib/projects/public';
import { DataError } from '@/lib/data/write-result';
import { projectPath } from '@/lib/projects/vocabulary';
import { TESTIMONIAL_SELECT, toTestimonial, type Testimonial } from './model';

/** The cache tag of every public read of testimonials: an owner's save of testimonials expires it. */
export const TESTIMONIALS_TAG = 'testimonials';
// Which testimonials visitors may read follows their project's status and visibility, so a
// project's save expires these reads too (they carry PROJECTS_TAG).

// What visitors read of the testimonials: cached under the 'testimonials' tag, one read per request.

/** Every testimonial in display order; none when the backend failed (logged). */
export const listPublicTestimonials = cache(
  (): Promise<Testimonial[]> =>
    withFallback('testimonials', [], async () => {
      const { data, error } = await cachedClient(TESTIMONIALS_TAG, PROJECTS_TAG)
        .from('testimonials')
        .select(TESTIMONIAL_SELECT)
        .order('display_order', { ascending: true })
        .order('created_at', { ascending: true });
      if (error) throw new DataError('list testimonials', error);
      return data.map(toTestimonial);
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
