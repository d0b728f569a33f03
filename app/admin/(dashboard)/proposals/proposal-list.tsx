'use client';

import { useRouter } from 'next/navigation';
import { AdminLink } from '@/components/admin/admin-link';
import { useConfirmedDelete } from '@/components/admin/confirmed-delete';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LocalTime } from '@/components/ui/local-time';
import type { ProposalSummary } from '@/lib/proposals/model';
import { formatMoney } from '@/lib/proposals/format';
import { PROPOSAL_STATUS_LABELS } from '@/lib/proposals/vocabulary';
import { revokeProposalAction } from './actions';

const statusOf = (proposal: ProposalSummary) => (proposal.revokedAt ? 'Revoked' : proposal.supersededAt && proposal.status === 'open' ? 'Replaced' : PROPOSAL_STATUS_LABELS[proposal.status]);

/** The proposals, newest first, each with its status, opens and total; an open one's address can be revoked, after a confirmation. */
export function ProposalList({ proposals }: { proposals: ProposalSummary[] }) {
  const router = useRouter();
  const revoking = useConfirmedDelete<ProposalSummary>({ deleteAction: revokeProposalAction, onDeleted: () => router.refresh() });
  if (!proposals.length) return <p className="text-sm text-muted-foreground">No proposals yet. Write one here or from a lead in Messages.</p>;
  return (
    <>
      <ul className="grid gap-3" aria-label="Proposals">
        {proposals.map((proposal) => (
          <li key={proposal.id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="grid gap-1">
                <AdminLink href={`/admin/proposals/${proposal.id}`} className="font-medium hover:underline">
                  {proposal.reference} · {proposal.title} · {proposal.clientName} · version {proposal.version}
                </AdminLink>
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="outline">{statusOf(proposal)}</Badge>
                  <span>{formatMoney(proposal.total, proposal.currency)}</span>
                  {proposal.acceptedName ? <span>by {proposal.acceptedName}</span> : null}
                  <span>
                    {proposal.openCount} {proposal.openCount === 1 ? 'open' : 'opens'}
                    {proposal.lastOpenedAt ? (
                      <>
                        , last <LocalTime iso={proposal.lastOpenedAt} />
                      </>
                    ) : null}
                  </span>
                </span>
              </div>
              {proposal.revokedAt ? null : proposal.status !== 'open' ? (
                // The client's record of what they answered: its address stays.
                <span className="text-xs text-muted-foreground">Answered: its address stays as the client&apos;s record.</span>
              ) : (
                <Button variant="outline" size="sm" onClick={() => revoking.ask(proposal)}>
                  Revoke address
                </Button>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...revoking.dialog}
        confirmLabel="Revoke address"
        pendingLabel="Revoking..."
        title="Revoke this proposal's address?"
        description={`${revoking.toDelete?.reference ?? 'The proposal'} will no longer open, for anyone, for good.`}
      />
    </>
  );
}
