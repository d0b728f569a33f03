import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ProjectDetail } from '@/components/projects/project-detail';
import { JsonLd } from '@/components/site/json-ld';
import { ProjectTestimonials } from '@/components/home/testimonials';
import { getPublicProfile } from '@/lib/profile/public';
import { getPublicProject, getPublicProjectBySlug, listPublicProjects, listPublicSimilarProjects } from '@/lib/projects/public';
import { listPublicTestimonialsOf } from '@/lib/testimonials/public';
import { env } from '@/lib/env';
import { markdownExcerpt } from '@/lib/markdown/excerpt';
import { personJsonLd } from '@/lib/profile/structured-data';
import { isNamedClient, temporalCoverage } from '@/lib/projects/facts';
import { isUuid } from '@/lib/slug';
import { projectPath } from '@/lib/projects/vocabulary';
import { categoryLabel } from '@/lib/projects/vocabulary';
import { pageMetadata } from '@/lib/site/metadata';
import { PageMain } from '@/components/site/page-main';

type Props = { params: Promise<{ slug: string }> };

// Static per project, refreshed at once by owner saves (updateTag); see app/(site)/page.tsx.
export const revalidate = 60;

/** Prebuild the first pages; the rest render on first visit and are then cached. */
const PREBUILT_PAGES = 50;

export async function generateStaticParams() {
  const projects = await listPublicProjects();
  return projects.slice(0, PREBUILT_PAGES).map((project) => ({ slug: project.slug }));
}

const absolute = (src: string) => (src.startsWith('/') ? `${env.siteUrl}${src}` : src);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const project = await getPublicProjectBySlug(slug);
  if (!project) return { title: 'Project Not Found', robots: { index: false } };
  return pageMetadata(await getPublicProfile(), {
    path: projectPath(project.slug),
    title: project.title,
    description: markdownExcerpt(project.description, 160),
    type: 'article',
    // Unlisted: open to whoever has the address, kept out of search engines.
    ...(project.visibility === 'unlisted' ? { robots: { index: false, follow: false } } : {}),
  });
}

export default async function ProjectPage({ params }: Props) {
  const { slug } = await params;
  // proxy.ts redirects old /projects/<id> URLs; this covers a request it could not look up.
  if (isUuid(slug)) {
    const byId = await getPublicProject(slug.toLowerCase());
    if (byId) permanentRedirect(projectPath(byId.slug));
  }
  const project = await getPublicProjectBySlug(slug);
  if (!project) notFound();
  const [similar, profile, testimonials] = await Promise.all([listPublicSimilarProjects(project), getPublicProfile(), listPublicTestimonialsOf(project.id)]);

  return (
    <>
      <PageMain>
        <ProjectDetail project={project} similar={similar} />
        <ProjectTestimonials testimonials={testimonials} />
      </PageMain>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: project.title,
          description: markdownExcerpt(project.description, 300),
          url: `${env.siteUrl}${projectPath(project.slug)}`,
          ...(project.images.length ? { image: project.images.map((image) => absolute(image.src)) } : {}),
          keywords: project.technologies.join(', '),
          genre: categoryLabel(project.category),
          dateModified: project.updatedAt,
          ...(isNamedClient(project.client) ? { funder: { '@type': 'Organization', name: project.client } } : {}),
          ...(temporalCoverage(project) ? { temporalCoverage: temporalCoverage(project) } : {}),
          ...(profile ? { author: personJsonLd(profile, env.siteUrl) } : {}),
        }}
      />
    </>
  );
}
