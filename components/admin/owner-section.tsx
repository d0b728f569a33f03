import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { getSession, isOwner, type Session } from '@/lib/auth/session';
import { OwnerNotice } from './owner-notice';

type Props<T> = {
  /** What a signed-in account that is not the owner sees instead. */
  notice: { title: string; text: string };
  /** Reads the section's data with the owner's session; a failure shows `failure`. */
  load: (db: Session['db']) => Promise<T>;
  /** e.g. 'Failed to fetch the profile'. */
  failure: string;
  children: (data: T) => ReactNode;
};

/**
 * An owner-only admin section: the session and owner checks (the layout checked too, but each
 * page stands on its own), the notice for other accounts, the load, and a card if it fails.
 */
export async function OwnerSection<T>({ notice, load, failure, children }: Props<T>) {
  const { db, user } = await getSession();
  if (!user) redirect('/auth');
  if (!(await isOwner(db))) return <OwnerNotice title={notice.title}>{notice.text}</OwnerNotice>;
  let data: T;
  try {
    data = await load(db);
  } catch (error) {
    console.error(`[admin] ${failure}:`, error instanceof Error ? error.message : error);
    return (
      <Card role="alert" className="px-6 py-10 text-center font-medium">
        {failure}
      </Card>
    );
  }
  return children(data);
}
