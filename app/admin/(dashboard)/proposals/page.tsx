import type { Metadata } from 'next';
import { AdminLink } from '@/components/admin/admin-link';
import { OwnerSection } from '@/components/admin/owner-section';
import { listProposals } from '@/lib/proposals/admin';
import { PROPOSAL_TEXTS } from '@/lib/proposals/vocabulary';
import { ProposalList } from './proposal-list';

export const metadata: Metadata = { title: 'Proposals', robots: { index: false, follow: false } };

/** Every proposal: its status, opens and total; revoke an address, write a new one. */
export default function ProposalsPage() {
  return (
    <OwnerSection notice={{ title: PROPOSAL_TEXTS.forbidden, text: 'Proposals are the owner’s offers to clients.' }} failure={PROPOSAL_TEXTS.listFailed} load={listProposals}>
      {(proposals) => (
        <div className="grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-2xl font-semibold tracking-tight">Proposals</h2>
            <AdminLink href="/admin/proposals/new" className="btn btn-primary btn-md">
              Write a proposal
            </AdminLink>
          </div>
          <ProposalList proposals={proposals} />
        </div>
      )}
    </OwnerSection>
  );
}
