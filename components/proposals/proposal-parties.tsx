import type { PublicProposal } from '@/lib/proposals/model';
import { formatDay } from '@/lib/proposals/format';

/** Who sends it, who it is for, and its reference, version and dates: the first thing printed. */
export function ProposalParties({ proposal, siteUrl }: { proposal: PublicProposal; siteUrl: string }) {
  const { sender } = proposal;
  const site = new URL(siteUrl);
  return (
    <section aria-label="Sender, client and reference" className="proposal-parties">
      <div>
        <h2 className="proposal-label">From</h2>
        <address>
          {sender.name ? <strong>{sender.name}</strong> : null}
          {sender.businessName ? <span>{sender.businessName}</span> : null}
          {sender.address?.split('\n').map((line, index) => <span key={index}>{line}</span>)}
          {sender.email ? <a href={`mailto:${sender.email}`}>{sender.email}</a> : null}
          <a href={site.origin}>{site.host}</a>
          {sender.taxId ? <span>Tax number {sender.taxId}</span> : null}
        </address>
      </div>
      <div>
        <h2 className="proposal-label">Prepared for</h2>
        <address>
          <strong>{proposal.clientName}</strong>
          {proposal.clientEmail ? <span>{proposal.clientEmail}</span> : null}
        </address>
      </div>
      <dl className="proposal-facts">
        <div>
          <dt>Reference</dt>
          <dd>{proposal.reference}</dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd>{proposal.version}</dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>{formatDay(proposal.createdAt)}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatDay(proposal.validUntil)}</dd>
        </div>
      </dl>
    </section>
  );
}
