import type { Metadata } from 'next';
import { ProjectGrid } from '@/components/projects/project-grid';
import { TechnologyFacets } from '@/components/projects/technology-facets';
import { listPublicProjects, projectGridOf } from '@/lib/projects/public';
import { groupByTechnology } from '@/lib/projects/technology';
import { getPublicProfile } from '@/lib/profile/public';
import { pageMetadata } from '@/lib/site/metadata';
import { PageMain } from '@/components/site/page-main';

// Static, refreshed by owner saves like the home page (tag 'projects').
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), {
    path: '/projects',
    title: 'All Projects',
    description: 'Every published project: WordPress sites, Power BI reports and web applications, by category and technology.',
  });
}

export default async function ProjectsPage() {
  // One read for the facets and the grid: its first page and its counts come from the same list.
  const projects = await listPublicProjects();
  return (
    <PageMain>
      <h1 className="page-title">All Projects</h1>
      <TechnologyFacets groups={groupByTechnology(projects)} className="mt-8" />
      <section id="projects" aria-labelledby="projects-heading" className="mt-10">
        <h2 id="projects-heading" className="sr-only">
          Projects
        </h2>
        {projects.length === 0 ? <p className="empty">No projects yet. Check back soon!</p> : <ProjectGrid {...projectGridOf(projects)} />}
      </section>
    </PageMain>
  );
}
