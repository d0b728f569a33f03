import type { MetadataRoute } from 'next';
import { listPublicProjects } from '@/lib/data/projects/public';
import { env } from '@/lib/env';
import { projectPath } from '@/lib/projects/slug';
import { groupByTechnology } from '@/lib/projects/technology';

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
    { url: `${env.siteUrl}/projects`, changeFrequency: 'weekly', priority: 0.9 },
    ...groupByTechnology(projects).map((group) => ({
      url: `${env.siteUrl}/projects/technology/${encodeURIComponent(group.slug)}`,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}
