import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { TestimonialsEditor } from './testimonials-editor';
import { listProjects } from '@/lib/projects/admin';
import { listTestimonials } from '@/lib/testimonials/admin';
import { TESTIMONIAL_TEXTS } from '@/lib/testimonials/vocabulary';

export const metadata: Metadata = { title: 'Testimonials · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminTestimonialsPage() {
  return (
    <OwnerSection
      notice={{ title: TESTIMONIAL_TEXTS.forbidden, text: 'You are signed in, but the testimonials can only be edited by the owner of this portfolio.' }}
      load={async (db) => {
        const [testimonials, projects] = await Promise.all([listTestimonials(db), listProjects(db)]);
        // The form's project choice needs only a name and an id, drafts included.
        return { testimonials, projects: projects.map((project) => ({ id: project.id, title: project.title })) };
      }}
      failure={TESTIMONIAL_TEXTS.listFailed}
    >
      {({ testimonials, projects }) => <TestimonialsEditor testimonials={testimonials} projects={projects} />}
    </OwnerSection>
  );
}
