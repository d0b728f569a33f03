import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PreviewNotice } from '@/components/admin/preview-notice';
import { ProposalAnswerSection } from '@/components/proposals/proposal-answer-section';
import { ProposalChrome } from '@/components/proposals/proposal-chrome';
import { ProposalDocument } from '@/components/proposals/proposal-document';
import { ProposalPayment } from '@/components/proposals/proposal-payment';
import { ownerPageDb } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { previewProposal } from '@/lib/proposals/admin';
import { renderProposalMarkdown } from '@/lib/proposals/render';
import { isUuid } from '@/lib/slug';

type Props = { params: Promise<{ id: string }> };

// The owner's preview of a proposal, exactly as its client reads it (the same document, from the
// same database function), without counting an open and without the answer forms.
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

const noAnswer = async () => ({ ok: false as const, message: 'This is a preview.' });

export default async function ProposalPreviewPage({ params }: Props) {
  const { id } = await params;
  const proposal = isUuid(id) ? await previewProposal(await ownerPageDb(), id) : null;
  if (!proposal) notFound();
  return (
    <ProposalChrome ownerName={proposal.sender.name ?? new URL(env.siteUrl).host}>
      <PreviewNotice back={{ href: `/admin/proposals/${proposal.id}`, label: 'Back to the proposal' }}>
        <span className="font-semibold">Preview.</span> This is what your client reads at the proposal&apos;s address; opening this preview is not counted.
      </PreviewNotice>
      <ProposalDocument
        proposal={proposal}
        siteUrl={env.siteUrl}
        introductionHtml={proposal.introduction ? renderProposalMarkdown(proposal.introduction) : ''}
        termsHtml={proposal.terms ? renderProposalMarkdown(proposal.terms) : ''}
        payment={<ProposalPayment proposal={proposal} instructionsHtml={proposal.payment.instructions ? renderProposalMarkdown(proposal.payment.instructions) : ''} token={null} canPayByStripe={false} pay={noAnswer} checkout={null} />}
        answer={<ProposalAnswerSection proposal={proposal} token={null} accept={noAnswer} decline={noAnswer} />}
      />
    </ProposalChrome>
  );
}
