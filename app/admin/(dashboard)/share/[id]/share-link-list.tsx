'use client';

import { Ban } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ListSection } from '@/components/admin/list-section';
import { useActionCall } from '@/components/forms/use-action-call';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LocalTime } from '@/components/ui/local-time';
import { shareLinkState, type ShareLink } from '@/lib/share-links/vocabulary';
import { revokeShareLinkAction } from './actions';

const STATE_LABELS = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const;

/** A project's links, newest first: when each was made, expires and was opened; Revoke, after a confirmation. */
export function ShareLinkList({ id, links }: { id: string; links: ShareLink[] }) {
  const router = useRouter();
  const [toRevoke, setToRevoke] = useState<ShareLink | null>(null);
  const revoke = useActionCall((linkId: string) => revokeShareLinkAction(linkId), {
    onResult: () => {
      setToRevoke(null);
      router.refresh();
    },
  });

  return (
    <ListSection id={id} title="Links" summary={links.length ? `${links.length} ${links.length === 1 ? 'link' : 'links'}` : null}>
      {links.length === 0 ? (
        <Card className="border-dashed px-6 py-10 text-center text-sm text-muted-foreground">No share links yet. Create one for each client you show this work to.</Card>
      ) : (
        <ul className="grid gap-3" aria-label="Share links, newest first">
          {links.map((link) => {
            const state = shareLinkState(link);
            return (
              <li key={link.id}>
                <Card className="grid gap-2 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold">{link.name}</h3>
                    <Badge variant={state === 'active' ? 'category' : 'outline'}>{STATE_LABELS[state]}</Badge>
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">Created</dt>
                    <dd>
                      <LocalTime iso={link.createdAt} />
                    </dd>
                    <dt className="text-muted-foreground">Expires</dt>
                    <dd>{link.expiresAt ? <LocalTime iso={link.expiresAt} /> : 'Never'}</dd>
                    <dt className="text-muted-foreground">Opened</dt>
                    <dd>{link.openCount === 1 ? '1 time' : `${link.openCount} times`}</dd>
                    <dt className="text-muted-foreground">Last opened</dt>
                    <dd>{link.lastOpenedAt ? <LocalTime iso={link.lastOpenedAt} /> : 'Never'}</dd>
                  </dl>
                  {state === 'revoked' ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="justify-self-start"
                      aria-label={`Revoke ${link.name}`}
                      disabled={revoke.pendingArgs === link.id}
                      onClick={() => setToRevoke(link)}
                    >
                      <Ban aria-hidden /> Revoke
                    </Button>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={toRevoke !== null}
        title="Revoke this share link?"
        description={
          toRevoke ? (
            <>
              <span className="font-medium text-foreground">{toRevoke.name}</span> will no longer open this project. This cannot be undone.
            </>
          ) : null
        }
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        isPending={revoke.isPending}
        onConfirm={() => toRevoke && revoke.call(toRevoke.id)}
        onCancel={() => setToRevoke(null)}
      />
    </ListSection>
  );
}
