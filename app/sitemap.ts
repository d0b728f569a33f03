import type { MetadataRoute } from 'next';
import { listPublicProjects } from '@/lib/data/projects/public';
import { env } from '@/lib/env';
import { projectPath } from '@/lib/projects/slug';

export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const projects = await listPublicProjects();
  return [
    { url: `${env.siteUrl}/`, changeFrequency: 'weekly', priority: 1 },
    ...projects.map((project) => ({
      url: `${env.siteUrl}${projectPath(project.slug)}`,
      lastModified: project.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
  ];
}
