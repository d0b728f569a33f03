import type { ReactNode } from 'react';
import type { PublicProposal } from '@/lib/proposals/model';
import { formatDay } from '@/lib/proposals/format';
import { ProposalCaseStudies } from './proposal-case-studies';
import { ProposalParties } from './proposal-parties';
import { ProposalPrices } from './proposal-prices';

type Props = { proposal: PublicProposal; siteUrl: string; introductionHtml: string; termsHtml: string; payment: ReactNode; answer: ReactNode };

/** The proposal as the client reads and prints it: sender, client and reference, the offer, prices, milestones, case studies, terms, then the answer. */
export function ProposalDocument({ proposal, siteUrl, introductionHtml, termsHtml, payment, answer }: Props) {
  return (
    <article className="proposal grid gap-10">
      {/* The reference in every printed page's margin: document text, its format fixed by the database. */}
      <style>{`@media print{@page{@bottom-left{content:"${proposal.reference} · version ${proposal.version}";font:8pt ui-sans-serif,system-ui,sans-serif;color:#555}}}`}</style>
      <header className="grid gap-2">
        <p className="proposal-label">
          Proposal {proposal.reference} · version {proposal.version}
        </p>
        <h1 className="page-title">{proposal.title}</h1>
      </header>
      <ProposalParties proposal={proposal} siteUrl={siteUrl} />
      {introductionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: introductionHtml }} /> : null}
      <ProposalPrices proposal={proposal} />
      {payment}
      {proposal.milestones.length ? (
        <section aria-labelledby="milestones" className="proposal-section grid gap-3">
          <h2 id="milestones" className="text-xl font-semibold">
            Milestones
          </h2>
          <ol className="grid gap-2">
            {proposal.milestones.map((milestone, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-2 border-b pb-2">
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
    </article>
  );
}
