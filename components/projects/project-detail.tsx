import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowLeft, ChartColumn, ExternalLink, GithubIcon } from '@/components/ui/icons';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Project } from '@/lib/projects/model';
import { IMAGE_VARIANTS, imageSource } from '@/lib/images/sources';
import { renderCaseStudy } from '@/lib/projects/case-study';
import { categoryLabel } from '@/lib/projects/vocabulary';
import { LinkPending } from './link-pending';
import { PowerBiReport } from './power-bi-report';
import { ProjectFacts } from './project-facts';
import { ProjectGallery } from './project-gallery';
import { SimilarProjects } from './similar-projects';
import { TechnologyList } from './technology-list';
import { VideoEmbed } from './video-embed';

/**
 * A project's page body, for visitors and for the owner's preview alike: the gallery and the
 * facts, the Power BI report (loaded on request), then the case study, rendered from Markdown
 * here on the server.
 */
export function ProjectDetail({ project, similar, notice }: { project: Project; similar: Project[]; notice?: ReactNode }) {
  const images = project.images.map(({ src, alt }) => ({
    alt,
    main: imageSource(src, IMAGE_VARIANTS.main),
    thumb: imageSource(src, IMAGE_VARIANTS.thumb),
  }));
  const caseStudy = renderCaseStudy(project.description, {
    projectImages: project.images.map((image) => image.src),
    // A private project's files are shown through their signed addresses.
    bucketFiles: new Map(project.images.flatMap((image) => ('path' in image ? [[image.path, image.src] as const] : []))),
  });
  const videoTitle = project.videoTitle ?? `${project.title}: walkthrough`;
  const reportTitle = project.reportTitle ?? `${project.title}: Power BI report`;

  return (
    <>
      <Link href="/" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3 mb-6')}>
        <ArrowLeft aria-hidden /> Back to Projects
        <LinkPending text="Loading projects..." variant="inline" />
      </Link>
      {notice}
      <article aria-labelledby="project-title">
        <div className="grid gap-10 lg:grid-cols-[1.15fr_1fr]">
          <ProjectGallery title={project.title} images={images} />
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="category">{categoryLabel(project.category)}</Badge>
              {project.featured ? <Badge variant="featured">Featured</Badge> : null}
              {project.reportUrl ? <Badge variant="outline">Live report</Badge> : null}
            </div>
            <h1 id="project-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {project.title}
            </h1>
            <ProjectFacts project={project} />
            {project.technologies.length > 0 ? (
              <section aria-labelledby="technologies">
                <h2 id="technologies" className="eyebrow mb-3">
                  Technologies
                </h2>
                <TechnologyList technologies={project.technologies} variant="default" linked />
              </section>
            ) : null}
            {project.projectUrl || project.githubUrl ? (
              <div className="flex flex-wrap gap-3">
                {project.projectUrl ? (
                  <a href={project.projectUrl} target="_blank" rel="noopener noreferrer" data-insight="live_link" className={buttonVariants()}>
                    <ExternalLink aria-hidden /> View Live Project
                  </a>
                ) : null}
                {project.githubUrl ? (
                  <a href={project.githubUrl} target="_blank" rel="noopener noreferrer" data-insight="code_link" className={buttonVariants({ variant: 'outline' })}>
                    <GithubIcon aria-hidden /> View Code
                  </a>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>

        {project.reportUrl ? (
          <section aria-labelledby="report-heading" className="mt-12">
            <h2 id="report-heading" className="mb-4 text-xl font-semibold tracking-tight">
              {reportTitle}
            </h2>
            <PowerBiReport
              url={project.reportUrl}
              title={reportTitle}
              placeholder={
                <>
                  <ChartColumn className="size-10 text-primary" aria-hidden />
                  <p className="max-w-md text-sm text-muted-foreground">
                    An interactive Power BI report. Loading it connects to Microsoft Power BI (app.powerbi.com).
                  </p>
                </>
              }
              button={{ label: 'Load interactive report', className: buttonVariants() }}
            />
          </section>
        ) : null}

        {project.videoUrl ? (
          <section aria-labelledby="video-heading" className="mt-12">
            <h2 id="video-heading" className="mb-4 text-xl font-semibold tracking-tight">
              {videoTitle}
            </h2>
            <VideoEmbed url={project.videoUrl} title={videoTitle} />
          </section>
        ) : null}

        {/* Safe to inject: the renderer escapes raw HTML and keeps only allowed links and images. */}
        <div className="markdown mt-12 max-w-3xl" dangerouslySetInnerHTML={{ __html: caseStudy }} />
      </article>
      <SimilarProjects projects={similar} />
    </>
  );
}
