import type { Metadata } from 'next';
import { ProjectNotFound } from '@/components/projects/project-not-found';

export const metadata: Metadata = { title: 'Project Not Found', robots: { index: false } };

/**
 * Static, so it is real server-rendered HTML: proxy.ts shows it, with status 404, for project
 * URLs that match no project (a notFound() thrown while rendering on demand would send only
 * an empty document shell).
 */
export default ProjectNotFound;
