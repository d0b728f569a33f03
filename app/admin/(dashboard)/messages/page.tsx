import type { Metadata } from 'next';
import { Inbox } from './inbox';
import { OwnerSection } from '@/components/admin/owner-section';
import { listMessages } from '@/lib/messages/admin';
import { getPublicProfile } from '@/lib/profile/public';
import { INBOX_TEXTS } from '@/lib/messages/vocabulary';

export const metadata: Metadata = { title: 'Messages · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminMessagesPage() {
  return (
    <OwnerSection
      notice={{ title: INBOX_TEXTS.forbidden, text: 'You are signed in, but the messages visitors send are for the owner of this portfolio.' }}
      load={(db) => Promise.all([listMessages(db), getPublicProfile()])}
      failure="Failed to fetch messages"
    >
      {([messages, profile]) => <Inbox messages={messages} siteName={profile?.name ?? 'my portfolio'} />}
    </OwnerSection>
  );
}
