'use client';

import { AdminLink } from '@/components/admin/admin-link';
import { useRouter } from 'next/navigation';
import { useActionCall } from '@/components/forms/use-action-call';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LocalTime } from '@/components/ui/local-time';
import type { ProposalSummary } from '@/lib/proposals/model';
import { PROPOSAL_STATUS_LABELS } from '@/lib/proposals/vocabulary';
import { revokeProposalAction } from './actions';

const money = (amount: string, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount as `${number}`);

/** The proposals, newest first, each with its status, opens and total. */
export function ProposalList({ proposals }: { proposals: ProposalSummary[] }) {
  const router = useRouter();
  const revoke = useActionCall(revokeProposalAction, { onResult: (result) => { if (result.ok) router.refresh(); } });
  if (!proposals.length) return <p className="text-sm text-muted-foreground">No proposals yet. Write one here or from a lead in Messages.</p>;
  return (
    <ul className="grid gap-3" aria-label="Proposals">
      {proposals.map((proposal) => (
        <li key={proposal.id}>
          <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="grid gap-1">
              <AdminLink href={`/admin/proposals/${proposal.id}`} className="font-medium hover:underline">
                {proposal.title} · {proposal.clientName} · version {proposal.version}
              </AdminLink>
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="outline">{proposal.revokedAt ? 'Revoked' : PROPOSAL_STATUS_LABELS[proposal.status]}</Badge>
                <span>{money(proposal.total, proposal.currency)}</span>
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
            {proposal.revokedAt ? null : (
              <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.call(proposal.id)}>
                Revoke address
              </Button>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
