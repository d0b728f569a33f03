import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ProjectGallery } from '@/components/projects/project-gallery';
import { SimilarProjects } from '@/components/projects/similar-projects';
import { TechnologyList } from '@/components/projects/technology-list';
import { LinkPending } from '@/components/projects/link-pending';
import { GithubIcon } from '@/components/site/brand-icons';
import { JsonLd } from '@/components/site/json-ld';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { getPublicProfile } from '@/lib/data/profile/public';
import { getPublicProject, listPublicProjects, listPublicSimilarProjects } from '@/lib/data/projects/public';
import { env } from '@/lib/env';
import { IMAGE_VARIANTS, imageSource } from '@/lib/images';
import { personJsonLd } from '@/lib/profile/structured-data';
import { categoryLabel } from '@/lib/projects/vocabulary';
import { cn } from '@/lib/utils';

type Props = { params: Promise<{ id: string }> };

// Static per project, refreshed at once by owner saves (updateTag); see app/(home)/page.tsx.
export const revalidate = 60;

/** Prebuild the first pages; the rest render on first visit and are then cached. */
const PREBUILT_PAGES = 50;

export async function generateStaticParams() {
  const projects = await listPublicProjects();
  return projects.slice(0, PREBUILT_PAGES).map((project) => ({ id: project.id }));
}

const absolute = (src: string) => (src.startsWith('/') ? `${env.siteUrl}${src}` : src);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const project = await getPublicProject(id);
  if (!project) return { title: 'Project Not Found', robots: { index: false } };
  const description = project.description.length > 160 ? `${project.description.slice(0, 157)}…` : project.description;
  const main = project.images[0];
  const image = main ? absolute(main.src) : '/demo/og-default.webp';
  return {
    title: project.title,
    description,
    alternates: { canonical: `/projects/${project.id}` },
    openGraph: { type: 'article', title: project.title, description, url: `/projects/${project.id}`, images: [{ url: image, alt: main?.alt ?? project.title }] },
    twitter: { card: 'summary_large_image', title: project.title, description, images: [image] },
  };
}

export default async function ProjectPage({ params }: Props) {
  const { id } = await params;
  const project = await getPublicProject(id);
  if (!project) notFound();
  const [similar, profile] = await Promise.all([listPublicSimilarProjects(project), getPublicProfile()]);
  const images = project.images.map(({ src, alt }) => ({
    alt,
    main: imageSource(src, IMAGE_VARIANTS.main),
    thumb: imageSource(src, IMAGE_VARIANTS.thumb),
    full: imageSource(src, IMAGE_VARIANTS.full),
  }));

  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pb-20 pt-28 sm:px-6 focus:outline-none">
        <Link href="/" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3 mb-6')}>
          <ArrowLeft aria-hidden /> Back to Projects
          <LinkPending text="Loading projects..." variant="inline" />
        </Link>
        <article className="grid gap-10 lg:grid-cols-[1.15fr_1fr]">
          <ProjectGallery title={project.title} images={images} />
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="category">{categoryLabel(project.category)}</Badge>
              {project.featured ? <Badge variant="featured">Featured</Badge> : null}
            </div>
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{project.title}</h1>
            <p className="whitespace-pre-line text-muted-foreground">{project.description}</p>
            {project.technologies.length > 0 ? (
              <section aria-labelledby="technologies">
                <h2 id="technologies" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                  Technologies
                </h2>
                <TechnologyList technologies={project.technologies} variant="default" />
              </section>
            ) : null}
            {project.projectUrl || project.githubUrl ? (
              <div className="flex flex-wrap gap-3">
                {project.projectUrl ? (
                  <a href={project.projectUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
                    <ExternalLink aria-hidden /> View Live Project
                  </a>
                ) : null}
                {project.githubUrl ? (
                  <a href={project.githubUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
                    <GithubIcon aria-hidden /> View Code
                  </a>
                ) : null}
              </div>
            ) : null}
          </div>
        </article>
        <SimilarProjects projects={similar} />
      </main>
      <SiteFooter />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: project.title,
          description: project.description,
          url: `${env.siteUrl}/projects/${project.id}`,
          ...(project.images.length ? { image: project.images.map((image) => absolute(image.src)) } : {}),
          keywords: project.technologies.join(', '),
          genre: categoryLabel(project.category),
          dateModified: project.updatedAt,
          ...(profile ? { author: personJsonLd(profile, env.siteUrl) } : {}),
        }}
      />
    </>
  );
}
