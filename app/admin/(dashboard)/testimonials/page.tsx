import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { TestimonialsEditor } from './testimonials-editor';
import { NewTestimonialRequest } from './new-testimonial-request';
import { PendingTestimonials, TestimonialRequestList } from './testimonial-requests';
import { listProjects } from '@/lib/projects/admin';
import { testimonialList } from '@/lib/testimonials/list';
import { listPendingTestimonials, listTestimonialRequests } from '@/lib/testimonial-requests/admin';
import { TESTIMONIAL_TEXTS } from '@/lib/testimonials/vocabulary';

export const metadata: Metadata = { title: 'Testimonials · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminTestimonialsPage() {
  return (
    <OwnerSection
      notice={{ title: TESTIMONIAL_TEXTS.forbidden, text: 'You are signed in, but the testimonials can only be edited by the owner of this portfolio.' }}
      load={async (db) => {
        const [testimonials, projects, requests, pending] = await Promise.all([testimonialList.list(db), listProjects(db), listTestimonialRequests(db), listPendingTestimonials(db)]);
        // The forms' project choice needs only a name and an id, drafts included.
        return { testimonials, projects: projects.map((project) => ({ id: project.id, title: project.title })), requests, pending };
      }}
      failure={TESTIMONIAL_TEXTS.listFailed}
    >
      {({ testimonials, projects, requests, pending }) => (
        <div className="grid gap-12">
          <TestimonialsEditor testimonials={testimonials} projects={projects} />
          <section aria-label="Testimonials on request" className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
            <NewTestimonialRequest projects={projects} />
            <div className="grid gap-8">
              <PendingTestimonials pending={pending} projectTitle={Object.fromEntries(projects.map((project) => [project.id, project.title]))} />
              <TestimonialRequestList requests={requests} />
            </div>
          </section>
        </div>
      )}
    </OwnerSection>
  );
}
