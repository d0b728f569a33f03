import type { Metadata } from 'next';
import { ProjectBrowser } from '@/components/projects/project-browser';
import { ProjectFilters, ProjectList } from '@/components/projects/project-browser-view';
import { TechnologyFacets } from '@/components/projects/technology-facets';
import { listPublicProjects } from '@/lib/projects/public';
import { categoryCounts, toCardProject } from '@/lib/projects/cards';
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
  const projects = await listPublicProjects();
  const cards = projects.map(toCardProject);
  return (
    <PageMain>
      <h1 className="page-title">All Projects</h1>
      <TechnologyFacets groups={groupByTechnology(projects)} className="mt-8" />
      <section id="projects" aria-labelledby="projects-heading" className="mt-10">
        <h2 id="projects-heading" className="sr-only">
          Projects
        </h2>
        {projects.length === 0 ? (
          <p className="empty">No projects yet. Check back soon!</p>
        ) : (
          // Every project in the page itself (no "Load more"), so each category's list is known too.
          <ProjectBrowser shown={cards.length} counts={categoryCounts(projects)} pageSize={projects.length}>
            {/* As ProjectBrowser draws 'all': prerendered, so it costs no code until a filter is pressed. */}
            <ProjectFilters active="all" />
            <ProjectList projects={cards} />
          </ProjectBrowser>
        )}
      </section>
    </PageMain>
  );
}
