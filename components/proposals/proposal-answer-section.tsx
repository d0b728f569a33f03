import type { PublicProposal } from '@/lib/proposals/model';
import { formatMoney } from '@/lib/proposals/format';
import { PROPOSAL_TEXTS } from '@/lib/proposals/vocabulary';
import { ProposalAnswerForms, type AnswerAction } from './proposal-answer-forms';

type Props = { proposal: PublicProposal; token: string | null; accept: AnswerAction; decline: AnswerAction };

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** A recorded answer, the notice of a newer version, or the client's two forms (none in the owner's preview, `token` null). */
export function ProposalAnswerSection({ proposal, token, accept, decline }: Props) {
  const notice = (title: string, text: string) => (
    <section aria-labelledby="answer" className="panel proposal-answered grid gap-2" role="status">
      <h2 id="answer" className="text-xl font-semibold">
        {title}
      </h2>
      <p>{text}</p>
    </section>
  );
  if (proposal.status !== 'open') {
    const when = proposal.answeredAt ? `${TIME.format(new Date(proposal.answeredAt))} UTC` : '';
    const what = `version ${proposal.version} of ${proposal.reference}`;
    return proposal.status === 'accepted'
      ? notice('Proposal accepted', `Accepted by ${proposal.acceptedName} on ${when}: ${what}, for a total of ${formatMoney(proposal.total, proposal.currency)}. Thank you: I will be in touch to start.`)
      : notice('Proposal declined', `Declined on ${when}: ${what}. Thank you for letting me know.`);
  }
  if (proposal.supersededAt) return notice('A newer version replaces this proposal', PROPOSAL_TEXTS.superseded);
  if (token === null) return notice('Your answer', 'The client accepts or declines here.');
  return (
    <section aria-labelledby="answer" className="proposal-answer grid gap-4">
      <h2 id="answer" className="text-xl font-semibold">
        Your answer
      </h2>
      <ProposalAnswerForms token={token} version={proposal.versionHash} total={formatMoney(proposal.total, proposal.currency)} accept={accept} decline={decline} />
    </section>
  );
}
