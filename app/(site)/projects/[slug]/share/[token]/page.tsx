import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { after } from 'next/server';
import { ProjectDetail } from '@/components/projects/project-detail';
import { listPublicSimilarProjects } from '@/lib/projects/public';
import { getSharedProject } from '@/lib/share-links/open';
import { countServerEvent } from '@/lib/insights/accept';
import { projectPath } from '@/lib/projects/vocabulary';
import { PageMain } from '@/components/site/page-main';

type Props = { params: Promise<{ slug: string; token: string }> };

// The project page a share link opens: rendered per request (each one is an open the owner
// sees), never cached or indexed (next.config.ts adds no-store and no-referrer). proxy.ts has
// already answered an unusable link with the same 404 as an unknown project.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, token } = await params;
  const project = await getSharedProject(slug, token);
  return { title: project?.title ?? 'Project Not Found', robots: { index: false, follow: false } };
}

export default async function SharedProjectPage({ params }: Props) {
  const { slug, token } = await params;
  const project = await getSharedProject(slug, token);
  if (!project) notFound();
  // Counted under the project's own path: the token never reaches the totals.
  const requestHeaders = await headers();
  after(() => countServerEvent('share_open', projectPath(project.slug), requestHeaders));
  const similar = project.visibility === 'public' ? await listPublicSimilarProjects(project) : [];

  return (
    <PageMain>
      <ProjectDetail project={project} similar={similar} />
    </PageMain>
  );
}
