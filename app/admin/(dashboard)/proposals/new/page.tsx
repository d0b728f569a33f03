import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { getLead } from '@/lib/proposals/admin';
import { PROPOSAL_TEXTS } from '@/lib/proposals/vocabulary';
import { isUuid } from '@/lib/slug';
import { editorChoices } from '../editor-data';
import { isStripeConfigured } from '@/lib/payments/stripe';
import { ProposalForm } from '../proposal-form';

export const metadata: Metadata = { title: 'Write a proposal', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ lead?: string }> };

/** A new proposal; from a lead (?lead=<id>) it is linked to it and names its sender. */
export default async function NewProposalPage({ searchParams }: Props) {
  const { lead } = await searchParams;
  return (
    <OwnerSection
      notice={{ title: PROPOSAL_TEXTS.forbidden, text: 'Proposals are the owner’s offers to clients.' }}
      failure={PROPOSAL_TEXTS.listFailed}
      load={async (db) => {
        const found = lead && isUuid(lead) ? await getLead(db, lead) : null;
        return { ...(await editorChoices(db)), lead: found && lead ? { id: lead, ...found } : null };
      }}
    >
      {(data) => (
        <div className="grid gap-6">
          <h2 className="text-2xl font-semibold tracking-tight">{data.lead ? `Write a proposal for ${data.lead.name}` : 'Write a proposal'}</h2>
          <ProposalForm proposal={null} lead={data.lead} services={data.services} projects={data.projects} stripeReady={isStripeConfigured()} />
        </div>
      )}
    </OwnerSection>
  );
}
