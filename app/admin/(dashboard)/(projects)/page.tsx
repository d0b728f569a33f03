import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProjectsDashboard } from './projects-dashboard';
import type { ListedProject } from './project-list';
import { getSession, isOwner, type Session } from '@/lib/auth/session';
import { listProjects } from '@/lib/projects/admin';
import { markdownExcerpt } from '@/lib/markdown/excerpt';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false, follow: false } };

/** A failed load shows 'Failed to fetch projects' instead of the list (null). */
async function loadProjects(db: Session['db']): Promise<ListedProject[] | null> {
  try {
    return (await listProjects(db)).map((project) => ({ ...project, excerpt: markdownExcerpt(project.description, 200) }));
  } catch (error) {
    console.error('[admin] list failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

export default async function AdminProjectsPage() {
  const { db, user } = await getSession();
  if (!user) redirect('/auth');
  const [canEdit, projects] = await Promise.all([isOwner(db), loadProjects(db)]);
  return <ProjectsDashboard projects={projects} canEdit={canEdit} initialFormId={randomUUID()} />;
}
