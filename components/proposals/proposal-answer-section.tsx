import type { ActionResult, FormState } from '@/lib/actions/result';
import type { PublicProposal } from '@/lib/proposals/model';
import { formatDay } from '@/lib/proposals/format';
import { PROPOSAL_LIMITS, PROPOSAL_TEXTS } from '@/lib/proposals/vocabulary';
import { Input, Label, Textarea } from '@/components/ui/input';
import { ProposalAnswerForm } from './proposal-answer';

type Action = (state: FormState, data: FormData) => Promise<ActionResult>;
type Props = { proposal: PublicProposal; token: string; accept: Action; decline: Action };

/** Accept (a typed name and a ticked box) or decline (an optional reason); once answered, the answer. */
export function ProposalAnswerSection({ proposal, token, accept, decline }: Props) {
  if (proposal.status === 'open' && proposal.supersededAt) {
    return (
      <section aria-labelledby="answer" className="panel proposal-answered grid gap-2" role="status">
        <h2 id="answer" className="text-xl font-semibold">
          A newer version replaces this proposal
        </h2>
        <p>{PROPOSAL_TEXTS.superseded}</p>
      </section>
    );
  }
  if (proposal.status !== 'open') {
    const day = proposal.answeredAt ? formatDay(proposal.answeredAt) : '';
    return (
      <section aria-labelledby="answer" className="panel proposal-answered grid gap-2" role="status">
        <h2 id="answer" className="text-xl font-semibold">
          {proposal.status === 'accepted' ? 'Proposal accepted' : 'Proposal declined'}
        </h2>
        <p>
          {proposal.status === 'accepted' ? `Accepted by ${proposal.acceptedName} on ${day}. Thank you: I will be in touch to start.` : `Declined on ${day}. Thank you for letting me know.`}
        </p>
      </section>
    );
  }
  const hidden = (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="version" value={proposal.versionHash} />
    </>
  );
  return (
    <section aria-labelledby="answer" className="proposal-answer grid gap-6 sm:grid-cols-2">
      <h2 id="answer" className="text-xl font-semibold sm:col-span-2">
        Your answer
      </h2>
      <div className="panel grid content-start gap-3">
        <ProposalAnswerForm action={accept} label="Accept the proposal">
          {hidden}
          <div className="grid gap-1.5">
            <Label htmlFor="proposal-name">Your full name</Label>
            <Input id="proposal-name" name="name" autoComplete="name" maxLength={PROPOSAL_LIMITS.signerName} required />
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="agree" required className="mt-1 size-4" />
            <span>I accept this proposal, its prices and its terms, as shown on this page.</span>
          </label>
          <button type="submit" className="btn btn-primary btn-md justify-self-start">
            Accept proposal
          </button>
        </ProposalAnswerForm>
      </div>
      <div className="panel grid content-start gap-3">
        <ProposalAnswerForm action={decline} label="Decline the proposal">
          {hidden}
          <div className="grid gap-1.5">
            <Label htmlFor="proposal-reason">Reason (optional)</Label>
            <Textarea id="proposal-reason" name="reason" maxLength={PROPOSAL_LIMITS.declineReason} />
          </div>
          <button type="submit" className="btn btn-outline btn-md justify-self-start">
            Decline proposal
          </button>
        </ProposalAnswerForm>
      </div>
    </section>
  );
}
