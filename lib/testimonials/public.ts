import 'server-only';
import { cache } from 'react';
import { getPublicProject } from '@/lib/projects/public';
import { projectPath } from '@/lib/projects/vocabulary';
import type { Testimonial } from './model';
import { testimonialList } from './list';

// What visitors read of the testimonials: one cached read, under TESTIMONIALS_TAG and
// PROJECTS_TAG (lib/testimonials/list.ts), and what the pages make of it.

/** Every testimonial in display order, cached under TESTIMONIALS_TAG and PROJECTS_TAG; none when the backend failed (logged). */
export const listPublicTestimonials = testimonialList.listPublic;

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
