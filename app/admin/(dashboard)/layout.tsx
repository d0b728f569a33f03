import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import type { ReactNode } from 'react';
import { signOutAction } from '@/app/auth/actions';
import { AdminHeader } from '@/components/admin/admin-header';
import { FlashToast } from '@/components/admin/flash-toast';
import { SectionNav, type AdminSection } from '@/components/admin/section-nav';
import { HOME_LISTS } from '@/components/home/sections';
import { SessionWatcher } from '@/components/admin/session-watcher';
import { getSession } from '@/lib/auth/session';
import { countDueFollowUps, countUnreadMessages } from '@/lib/messages/admin';
import { FLASH_COOKIE, isFlashKind } from '@/lib/actions/flash';
import { purgeTrash } from '@/lib/trash/trash';

const sections = (unreadMessages: number, dueFollowUps: number): AdminSection[] => [
  { href: '/admin', label: 'Projects' },
  {
    href: '/admin/messages',
    label: 'Messages',
    badges: [
      { count: unreadMessages, label: 'unread' },
      { count: dueFollowUps, label: 'due', isLabelShown: true, title: 'Follow-ups due today or earlier' },
    ],
  },
  { href: '/admin/proposals', label: 'Proposals' },
  { href: '/admin/payments', label: 'Payments' },
  { href: '/admin/profile', label: 'Profile' },
  ...HOME_LISTS.map(({ id, label }) => ({ href: `/admin/${id}`, label })),
  { href: '/admin/posts', label: 'Posts' },
  { href: '/admin/insights', label: 'Insights' },
  { href: '/admin/export', label: 'Export' },
  { href: '/admin/trash', label: 'Trash' },
];

/** The frame of every admin section: header, section links, session watch, the flash toast. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  // proxy.ts redirects signed-out visitors too, but it is not the security boundary; each page
  // and action checks again.
  const { db, user } = await getSession();
  if (!user) redirect('/auth');
  // Row-level security answers 0 for a signed-in visitor who is not the owner.
  const [unreadMessages, dueFollowUps, cookieStore] = await Promise.all([countUnreadMessages(db), countDueFollowUps(db), cookies()]);
  const flash = cookieStore.get(FLASH_COOKIE)?.value;
  // No job runner: what has been in the trash for 30 days goes when the owner next comes here,
  // after the response (the database refuses anyone else, quietly).
  after(() => purgeTrash(db));

  return (
    <>
      <AdminHeader email={user.email} signOut={signOutAction} />
      <SectionNav sections={sections(unreadMessages, dueFollowUps)} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-6 focus:outline-none">
        {children}
      </main>
      <SessionWatcher />
      {isFlashKind(flash) ? <FlashToast kind={flash} /> : null}
    </>
  );
}
