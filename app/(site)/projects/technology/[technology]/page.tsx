import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ProjectCard } from '@/components/projects/project-card';
import { TechnologyFacets } from '@/components/projects/technology-facets';
import { buttonVariants } from '@/components/ui/button';
import { listPublicProjects } from '@/lib/projects/public';
import { toCardProject } from '@/lib/projects/cards';
import { findTechnology, groupByTechnology, projectCount } from '@/lib/projects/technology';
import { cn } from '@/lib/utils';
import { ArrowLeft } from '@/components/ui/icons';
import { getPublicProfile } from '@/lib/profile/public';
import { pageMetadata } from '@/lib/site/metadata';
import { PageMain } from '@/components/site/page-main';

type Props = { params: Promise<{ technology: string }> };

// Static per technology, refreshed by owner saves like the other public pages (tag 'projects');
// proxy.ts answers 404 for a technology no published project names before this renders.
export const revalidate = 60;

export async function generateStaticParams() {
  return groupByTechnology(await listPublicProjects()).map((group) => ({ technology: group.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const group = findTechnology(await listPublicProjects(), (await params).technology);
  if (!group) return { title: 'Technology Not Found', robots: { index: false } };
  const description = `${projectCount(group.projects.length)} built with ${group.name}: ${group.projects.map((project) => project.title).join(', ')}.`;
  const path = `/projects/technology/${encodeURIComponent(group.slug)}`;
  return pageMetadata(await getPublicProfile(), {
    path,
    title: `${group.name} projects`,
    description: description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description,
  });
}

export default async function TechnologyPage({ params }: Props) {
  const projects = await listPublicProjects();
  const group = findTechnology(projects, (await params).technology);
  if (!group) notFound();
  return (
    <PageMain>
      <Link href="/projects" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3 mb-6')}>
        <ArrowLeft aria-hidden /> All Projects
      </Link>
      <p className="font-semibold text-primary">Technology</p>
      <h1 className="mt-1 page-title">{group.name}</h1>
      <h2 className="mt-2 text-muted-foreground">{projectCount(group.projects.length)}</h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {group.projects.map((project, index) => (
          // The card is the list item itself.
          <ProjectCard key={project.slug} project={toCardProject(project)} isPriority={index === 0} />
        ))}
      </ul>
      <TechnologyFacets groups={groupByTechnology(projects)} current={group.slug} className="mt-16" />
    </PageMain>
  );
}
