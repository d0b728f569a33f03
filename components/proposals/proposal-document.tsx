import type { ReactNode } from 'react';
import type { PublicProposal } from '@/lib/proposals/model';
import { formatDay, formatMoney } from '@/lib/proposals/format';
import { PROPOSAL_STATUS_LABELS } from '@/lib/proposals/vocabulary';
import { ProposalCaseStudies } from './proposal-case-studies';
import { ProposalPrices } from './proposal-prices';

type Props = { proposal: PublicProposal; introductionHtml: string; termsHtml: string; answer: ReactNode };

/** The proposal as the client reads and prints it: offer, prices, milestones, case studies, terms, then the answer. */
export function ProposalDocument({ proposal, introductionHtml, termsHtml, answer }: Props) {
  return (
    <article className="proposal grid gap-10">
      <header className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Proposal for {proposal.clientName} · version {proposal.version} · valid until {formatDay(proposal.validUntil)}
        </p>
        <h1 className="page-title">{proposal.title}</h1>
        <p>
          <span className="badge badge-outline">{PROPOSAL_STATUS_LABELS[proposal.status]}</span>
        </p>
      </header>
      {introductionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: introductionHtml }} /> : null}
      <ProposalPrices proposal={proposal} />
      {proposal.milestones.length ? (
        <section aria-labelledby="milestones" className="proposal-section grid gap-3">
          <h2 id="milestones" className="text-xl font-semibold">
            Milestones
          </h2>
          <ol className="grid gap-2">
            {proposal.milestones.map((milestone) => (
              <li key={`${milestone.dueOn}-${milestone.title}`} className="flex flex-wrap justify-between gap-2 border-b pb-2">
                <span>{milestone.title}</span>
                <time dateTime={milestone.dueOn} className="text-muted-foreground">
                  {formatDay(milestone.dueOn)}
                </time>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <ProposalCaseStudies projects={proposal.projects} />
      {termsHtml ? (
        <section aria-labelledby="terms" className="proposal-section grid gap-3">
          <h2 id="terms" className="text-xl font-semibold">
            Terms
          </h2>
          <div className="markdown" dangerouslySetInnerHTML={{ __html: termsHtml }} />
        </section>
      ) : null}
      {answer}
      <p className="text-sm text-muted-foreground">Total {formatMoney(proposal.total, proposal.currency)}, valid until {formatDay(proposal.validUntil)}.</p>
    </article>
  );
}
