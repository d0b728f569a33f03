import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HistoryLink } from '@/components/admin/list-editor';
import { OwnerSection } from '@/components/admin/owner-section';
import { getProposal } from '@/lib/proposals/admin';
import { PROPOSAL_STATUS_LABELS, PROPOSAL_TEXTS } from '@/lib/proposals/vocabulary';
import { isUuid } from '@/lib/slug';
import { editorChoices } from '../editor-data';
import { deleteManualPaymentAction, recordManualPaymentAction } from '../../payments/actions';
import { PaymentList } from '@/components/admin/payment-list';
import { RecordPaymentForm } from '@/components/admin/record-payment-form';
import { Card } from '@/components/ui/card';
import { amountDueOf, listPayments } from '@/lib/payments/admin';
import { formatMoney } from '@/lib/proposals/format';
import { isStripeConfigured } from '@/lib/payments/stripe';
import { ProposalForm } from '../proposal-form';

export const metadata: Metadata = { title: 'Proposal', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/** One proposal's form; an answered one is saved as a new version. */
export default async function ProposalPage({ params }: Props) {
  const { id } = await params;
  return (
    <OwnerSection
      notice={{ title: PROPOSAL_TEXTS.forbidden, text: 'Proposals are the owner’s offers to clients.' }}
      failure={PROPOSAL_TEXTS.listFailed}
      load={async (db) => {
        const proposal = isUuid(id) ? await getProposal(db, id) : null;
        if (!proposal) return null;
        const [choices, payments, due] = await Promise.all([editorChoices(db), listPayments(db, { proposalId: id }), amountDueOf(db, id)]);
        return { proposal, ...choices, payments, due };
      }}
    >
      {(data) => {
        if (!data) notFound();
        const { proposal } = data;
        return (
          <div className="grid gap-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-2xl font-semibold tracking-tight">
                {proposal.reference} · {proposal.title}, version {proposal.version} ({PROPOSAL_STATUS_LABELS[proposal.status]})
              </h2>
              <div className="flex flex-wrap gap-2">
                {/* Only an open proposal is still the owner's to change, so only it has a history to restore. */}
                {proposal.status === 'open' && !proposal.supersededAt ? <HistoryLink table="proposals" id={proposal.id} /> : null}
                <a href={`/admin/preview/proposals/${proposal.id}`} target="_blank" rel="noopener" className="btn btn-outline btn-md">
                  Preview as the client sees it
                </a>
              </div>
            </div>
            <ProposalForm proposal={proposal} lead={null} services={data.services} projects={data.projects} stripeReady={isStripeConfigured()} />
            <Card aria-labelledby="proposal-payments" className="grid gap-4 p-5 sm:p-6">
              <h3 id="proposal-payments" className="text-lg font-semibold">
                Payments{Number(data.due) > 0 ? ` (due on acceptance: ${formatMoney(data.due, proposal.currency)})` : ''}
              </h3>
              <PaymentList payments={data.payments} deleteAction={deleteManualPaymentAction} empty="No payments for this proposal yet." />
              <RecordPaymentForm proposalId={proposal.id} currency={proposal.currency} due={data.due} action={recordManualPaymentAction} />
            </Card>
          </div>
        );
      }}
    </OwnerSection>
  );
}
