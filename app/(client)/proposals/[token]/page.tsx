import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProposalAnswerSection } from '@/components/proposals/proposal-answer-section';
import { ProposalChrome } from '@/components/proposals/proposal-chrome';
import { ProposalDocument } from '@/components/proposals/proposal-document';
import { ProposalPayment } from '@/components/proposals/proposal-payment';
import { isStripeConfigured } from '@/lib/payments/stripe';
import { env } from '@/lib/env';
import { openProposal } from '@/lib/proposals/public';
import { renderProposalMarkdown } from '@/lib/proposals/render';
import { acceptProposalAction, declineProposalAction, payProposalAction } from './actions';

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ checkout?: string }> };

// A proposal's address: rendered per request (each one is an open the owner sees), never cached
// or indexed (next.config.ts adds no-store and no-referrer). proxy.ts has already answered an
// unusable token with the same 404 as an unknown address.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const proposal = await openProposal(token);
  return {
    title: proposal ? { absolute: `Proposal ${proposal.reference}: ${proposal.title}` } : 'Proposal Not Found',
    robots: { index: false, follow: false },
  };
}

export default async function ProposalPage({ params, searchParams }: Props) {
  const { token } = await params;
  const proposal = await openProposal(token);
  if (!proposal) notFound();
  const { checkout } = await searchParams;
  return (
    <ProposalChrome ownerName={proposal.sender.name ?? new URL(env.siteUrl).host}>
      <ProposalDocument
        proposal={proposal}
        siteUrl={env.siteUrl}
        introductionHtml={proposal.introduction ? renderProposalMarkdown(proposal.introduction) : ''}
        termsHtml={proposal.terms ? renderProposalMarkdown(proposal.terms) : ''}
        payment={
          <ProposalPayment
            proposal={proposal}
            instructionsHtml={proposal.payment.instructions ? renderProposalMarkdown(proposal.payment.instructions) : ''}
            token={token}
            canPayByStripe={isStripeConfigured()}
            pay={payProposalAction}
            checkout={checkout === 'success' || checkout === 'cancelled' ? checkout : null}
          />
        }
        answer={<ProposalAnswerSection proposal={proposal} token={token} accept={acceptProposalAction} decline={declineProposalAction} />}
      />
    </ProposalChrome>
  );
}
