import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AdminHeader } from '@/components/admin/admin-header';
import { Dashboard } from '@/components/admin/dashboard';
import { FLASH_COOKIE, isFlashKind } from '@/lib/flash';
import { FlashToast } from '@/components/admin/flash-toast';
import { SessionWatcher } from '@/components/admin/session-watcher';
import { getSession, isOwner, type Session } from '@/lib/auth/session';
import { listProjects } from '@/lib/data/projects/admin';
import type { Project } from '@/lib/data/projects/model';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false, follow: false } };

/** A failed load shows 'Failed to fetch projects' instead of the list (null). */
async function loadProjects(db: Session['db']): Promise<Project[] | null> {
  try {
    return await listProjects(db);
  } catch (error) {
    console.error('[admin] list failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

export default async function AdminPage() {
  // proxy.ts redirects signed-out visitors too, but it is not the security boundary.
  const { db, user } = await getSession();
  if (!user) redirect('/auth');

  const [canEdit, projects, cookieStore] = await Promise.all([isOwner(db), loadProjects(db), cookies()]);
  const flash = cookieStore.get(FLASH_COOKIE)?.value;

  return (
    <>
      <AdminHeader email={user.email} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-6 focus:outline-none">
        <Dashboard projects={projects} canEdit={canEdit} initialFormId={randomUUID()} />
      </main>
      <SessionWatcher />
      {isFlashKind(flash) ? <FlashToast kind={flash} /> : null}
    </>
  );
}
