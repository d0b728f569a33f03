import 'server-only';
import { getPublicPostBySlug } from '@/lib/posts/public';
import { getPublicProfile } from '@/lib/profile/public';
import { getPublicProjectBySlug, listPublicProjects } from '@/lib/projects/public';
import { findTechnology } from '@/lib/projects/technology';
import { categoryLabel } from '@/lib/projects/vocabulary';
import { listPublicServices } from '@/lib/services/list';
import { SERVICE_TEXTS } from '@/lib/services/vocabulary';
import { shareImage, type ShareCard } from './share-image';

// What each page's share image says, from the same cached public reads as the page itself.

const owner = async () => {
  const profile = await getPublicProfile();
  return profile ? { name: profile.name, role: profile.role } : null;
};

export async function homeCard(): Promise<ShareCard> {
  const profile = await getPublicProfile();
  return { kind: 'Portfolio', title: profile?.heroHeading || profile?.role || 'Portfolio', labels: [], owner: profile ? { name: profile.name, role: profile.role } : null };
}

export async function projectCard(slug: string): Promise<ShareCard> {
  const project = await getPublicProjectBySlug(slug);
  if (!project) return homeCard();
  return { kind: 'Case study', title: project.title, labels: [categoryLabel(project.category), ...project.technologies.slice(0, 3)], owner: await owner() };
}

export async function technologyCard(technology: string): Promise<ShareCard> {
  const group = findTechnology(await listPublicProjects(), technology);
  if (!group) return homeCard();
  const count = group.projects.length;
  return { kind: 'Technology', title: `${group.name} projects`, labels: [count === 1 ? '1 project' : `${count} projects`], owner: await owner() };
}

export async function postCard(slug: string): Promise<ShareCard> {
  const post = await getPublicPostBySlug(slug);
  if (!post) return homeCard();
  return { kind: 'Writing', title: post.title, labels: post.tags.map((tag) => `#${tag}`), owner: await owner() };
}

export async function servicesCard(): Promise<ShareCard> {
  const services = await listPublicServices();
  const labels = [...new Set(services.map((service) => categoryLabel(service.category)))];
  return { kind: SERVICE_TEXTS.heading, title: SERVICE_TEXTS.shareTitle, labels, owner: await owner() };
}

export { shareImage };
