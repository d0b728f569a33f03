import type { Metadata } from 'next';
import { ProjectNotFound } from '@/components/projects/project-not-found';
import { TECHNOLOGY_TEXTS } from '@/lib/projects/technology';

export const metadata: Metadata = { title: TECHNOLOGY_TEXTS.notFound, robots: { index: false } };

/** Static, like 'Project Not Found': proxy.ts shows it, with status 404, for technologies no published project names. */
export default function TechnologyNotFound() {
  return <ProjectNotFound title={TECHNOLOGY_TEXTS.notFound} text={TECHNOLOGY_TEXTS.notFoundText} />;
}
