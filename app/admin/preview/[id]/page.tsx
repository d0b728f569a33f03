import { Eye } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { ProjectDetail } from '@/components/projects/project-detail';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { ProjectTestimonials } from '@/components/site/testimonials';
import { getSession, isOwner } from '@/lib/auth/session';
import { getProject } from '@/lib/projects/admin';
import { listTestimonials } from '@/lib/testimonials/admin';
import { projectPath } from '@/lib/projects/vocabulary';

type Props = { params: Promise<{ id: string }> };

// The owner's preview of a project, draft or published, exactly as its page will look. Read
// with the owner's session on every request (never cached) and kept out of search engines.
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

export default async function ProjectPreviewPage({ params }: Props) {
  const { id } = await params;
  const { db, user } = await getSession();
  if (!user) redirect('/auth');
  // Row-level security shows drafts to owners only; anyone else finds nothing here.
  const project = (await isOwner(db)) ? await getProject(db, id) : null;
  if (!project) notFound();
  // Read with the owner's session too: the preview must not wait for the public cache.
  const testimonials = (await listTestimonials(db)).filter((testimonial) => testimonial.projectId === project.id);

  const notice = (
    <div role="note" className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-primary/40 bg-primary/10 px-4 py-3 text-sm">
      <Eye className="size-4 shrink-0 text-primary" aria-hidden />
      <p className="flex-1">
        {project.status === 'draft' ? (
          <>
            <span className="font-semibold">Draft preview.</span> Only you can see this page; visitors get a 404 until you publish it.
          </>
        ) : project.visibility === 'private' ? (
          <>
            <span className="font-semibold">Private preview.</span> Visitors get a 404; only holders of a{' '}
            <Link href={`/admin/share/${project.id}`} className="font-medium text-primary underline underline-offset-4">
              share link
            </Link>{' '}
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
      </p>
      <Link href="/admin" className="font-medium text-primary underline-offset-4 hover:underline">
        Back to the dashboard
      </Link>
    </div>
  );

  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pb-20 pt-28 sm:px-6 focus:outline-none">
        <ProjectDetail project={project} similar={[]} notice={notice} />
        <ProjectTestimonials testimonials={testimonials} />
      </main>
      <SiteFooter />
    </>
  );
}
