import type { MetadataRoute } from 'next';
import { listPublicPosts, listPublicTags } from '@/lib/posts/public';
import { listPublicProjects } from '@/lib/projects/public';
import { listPublicServices } from '@/lib/services/list';
import { SERVICES_PATH } from '@/lib/services/vocabulary';
import { env } from '@/lib/env';
import { postPath, tagPath } from '@/lib/posts/tags';
import { projectPath } from '@/lib/projects/vocabulary';
import { groupByTechnology } from '@/lib/projects/technology';

export const revalidate = 60;

/** The newest of some ISO instants (which sort as text). */
const latest = (instants: string[]) => instants.reduce((newest, instant) => (instant > newest ? instant : newest));

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [projects, posts, tags, services] = await Promise.all([listPublicProjects(), listPublicPosts(), listPublicTags(), listPublicServices()]);
  // A tag page changes when its newest post does.
  const tagModified = (tag: string) => posts.find((post) => post.tags.includes(tag))?.updatedAt;
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
    ...(services.length > 0 ? [{ url: `${env.siteUrl}${SERVICES_PATH}`, lastModified: latest(services.map((service) => service.updatedAt)), changeFrequency: 'monthly' as const, priority: 0.8 }] : []),
    ...(posts.length > 0 ? [{ url: `${env.siteUrl}/blog`, lastModified: posts[0]!.updatedAt, changeFrequency: 'weekly' as const, priority: 0.8 }] : []),
    ...posts.map((post) => ({
      url: `${env.siteUrl}${postPath(post.slug)}`,
      lastModified: post.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    ...tags.map(({ tag }) => ({ url: `${env.siteUrl}${tagPath(tag)}`, lastModified: tagModified(tag), changeFrequency: 'weekly' as const, priority: 0.5 })),
  ];
}
