import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Inbox } from '@/components/admin/inbox';
import { OwnerNotice } from '@/components/admin/owner-notice';
import { Card } from '@/components/ui/card';
import { getSession, isOwner } from '@/lib/auth/session';
import { getPublicProfile } from '@/lib/data/profile/public';
import { listMessages } from '@/lib/data/messages/admin';
import { INBOX_TEXTS } from '@/lib/messages/vocabulary';

export const metadata: Metadata = { title: 'Messages · Admin Dashboard', robots: { index: false, follow: false } };

export default async function AdminMessagesPage() {
  const { db, user } = await getSession();
  if (!user) redirect('/auth');
  if (!(await isOwner(db))) {
    return <OwnerNotice title={INBOX_TEXTS.forbidden}>You are signed in, but the messages visitors send are for the owner of this portfolio.</OwnerNotice>;
  }
  const [messages, profile] = await Promise.all([
    listMessages(db).catch((error: Error) => {
      console.error('[admin] messages load failed:', error.message);
      return null;
    }),
    getPublicProfile(),
  ]);
  if (!messages) {
    return (
      <Card role="alert" className="px-6 py-10 text-center font-medium">
        Failed to fetch messages
      </Card>
    );
  }
  return <Inbox messages={messages} siteName={profile?.name ?? 'my portfolio'} />;
}
