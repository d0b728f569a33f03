import type { Metadata } from 'next';
import { Inbox } from './inbox';
import { PipelineFilter } from './pipeline-filter';
import { OwnerSection } from '@/components/admin/owner-section';
import { listMessages, type InboxView } from '@/lib/messages/admin';
import { getPublicProfile } from '@/lib/profile/public';
import { INBOX_TEXTS, STAGES, type Stage } from '@/lib/messages/vocabulary';
import { DEFAULT_CURRENCY } from '@/lib/validation/currencies';

export const metadata: Metadata = { title: 'Messages · Admin Dashboard', robots: { index: false, follow: false } };

type Search = { stage?: string | string[]; sort?: string | string[] };

/** The view the address asks for; anything unknown is the default (every stage, newest first). */
function viewOf({ stage, sort }: Search): InboxView {
  return {
    stage: STAGES.includes(stage as Stage) ? (stage as Stage) : undefined,
    sort: sort === 'follow-up' ? 'follow-up' : 'newest',
  };
}

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const view = viewOf(await searchParams);
  return (
    <OwnerSection
      notice={{ title: INBOX_TEXTS.forbidden, text: 'You are signed in, but the messages visitors send are for the owner of this portfolio.' }}
      load={(db) => Promise.all([listMessages(db, view), getPublicProfile()])}
      failure="Failed to fetch messages"
    >
      {([messages, profile]) => (
        <>
          <PipelineFilter view={view} />
          <Inbox messages={messages} view={view} siteName={profile?.name ?? 'my portfolio'} currency={profile?.currency ?? DEFAULT_CURRENCY} />
        </>
      )}
    </OwnerSection>
  );
}
