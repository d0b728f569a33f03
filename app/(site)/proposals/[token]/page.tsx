import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageMain } from '@/components/site/page-main';
import { ProposalDocument } from '@/components/proposals/proposal-document';
import { ProposalAnswerSection } from '@/components/proposals/proposal-answer-section';
import { openProposal } from '@/lib/proposals/public';
import { renderProposalMarkdown } from '@/lib/proposals/render';
import { acceptProposalAction, declineProposalAction } from './actions';

type Props = { params: Promise<{ token: string }> };

// A proposal's address: rendered per request (each one is an open the owner sees), never cached
// or indexed (next.config.ts adds no-store and no-referrer). proxy.ts has already answered an
// unusable token with the same 404 as an unknown address.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const proposal = await openProposal(token);
  return { title: proposal ? `Proposal: ${proposal.title}` : 'Proposal Not Found', robots: { index: false, follow: false } };
}

export default async function ProposalPage({ params }: Props) {
  const { token } = await params;
  const proposal = await openProposal(token);
  if (!proposal) notFound();
  return (
    <PageMain narrow>
      <ProposalDocument
        proposal={proposal}
        introductionHtml={proposal.introduction ? renderProposalMarkdown(proposal.introduction) : ''}
        termsHtml={proposal.terms ? renderProposalMarkdown(proposal.terms) : ''}
        answer={<ProposalAnswerSection proposal={proposal} token={token} accept={acceptProposalAction} decline={declineProposalAction} />}
      />
    </PageMain>
  );
}
