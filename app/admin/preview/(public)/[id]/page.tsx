import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminLink } from '@/components/admin/admin-link';
import { PreviewNotice } from '@/components/admin/preview-notice';
import { ProjectDetail } from '@/components/projects/project-detail';
import { ProjectTestimonials } from '@/components/home/testimonials';
import { ownerPageDb } from '@/lib/auth/session';
import { getProject } from '@/lib/projects/admin';
import { testimonialList } from '@/lib/testimonials/list';
import { projectPath } from '@/lib/projects/vocabulary';
import { PageMain } from '@/components/site/page-main';

type Props = { params: Promise<{ id: string }> };

// The owner's preview of a project, draft or published, exactly as its page will look. Read
// with the owner's session on every request (never cached) and kept out of search engines.
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

export default async function ProjectPreviewPage({ params }: Props) {
  const { id } = await params;
  const db = await ownerPageDb();
  // Row-level security shows drafts to owners only.
  const project = await getProject(db, id);
  if (!project) notFound();
  // Read with the owner's session too: the preview must not wait for the public cache.
  const testimonials = (await testimonialList.list(db)).filter((testimonial) => testimonial.projectId === project.id);

  const notice = (
    <PreviewNotice back={{ href: '/admin', label: 'Back to the dashboard' }}>
      {project.status === 'draft' ? (
        <>
          <span className="font-semibold">Draft preview.</span> Only you can see this page; visitors get a 404 until you publish it.
        </>
      ) : project.visibility === 'private' ? (
        <>
          <span className="font-semibold">Private preview.</span> Visitors get a 404; only holders of a{' '}
          <AdminLink href={`/admin/share/${project.id}`} className="font-medium text-primary underline underline-offset-4">
            share link
          </AdminLink>{' '}
          see this page.
        </>
      ) : (
        <>
          <span className="font-semibold">Preview.</span> This project is {project.visibility === 'unlisted' ? 'unlisted (in no list or search result) ' : ''}published at{' '}
          <Link href={projectPath(project.slug)} className="font-medium text-primary underline underline-offset-4">
            {projectPath(project.slug)}
          </Link>
          .
        </>
      )}
    </PreviewNotice>
  );

  return (
    <PageMain>
      <ProjectDetail project={project} similar={[]} notice={notice} />
      <ProjectTestimonials testimonials={testimonials} />
    </PageMain>
  );
}
