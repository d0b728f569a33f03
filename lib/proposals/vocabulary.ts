// What proposals say and allow (zod-free, so client components may import it).

export const PROPOSAL_STATUSES = ['open', 'accepted', 'declined'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = { open: 'Open', accepted: 'Accepted', declined: 'Declined' };

export const PROPOSAL_LIMITS = {
  clientName: 120,
  title: 160,
  markdown: 20000,
  email: 320,
  /** The database's bounds: line positions 0 to 49, 20 milestones, 6 case studies. */
  lines: 50,
  lineDescription: 200,
  quantity: 1_000_000,
  unitPrice: 10_000_000,
  milestones: 20,
  milestoneTitle: 160,
  caseStudies: 6,
  signerName: 120,
  declineReason: 2000,
} as const;

export const PROPOSAL_TEXTS = {
  created: 'Proposal created successfully',
  saved: 'Proposal saved successfully',
  versioned: 'New version created successfully',
  revoked: 'Proposal address revoked successfully',
  deleted: 'Proposal deleted successfully',
  accepted: 'Proposal accepted successfully',
  declined: 'Proposal declined successfully',
  forbidden: 'This account cannot manage proposals. Only the site owner can.',
  notFound: 'That proposal no longer exists.',
  listFailed: 'Failed to fetch proposals',
  answered: 'This proposal has already been answered.',
  changed: 'This proposal changed since you opened it. Reload the page to read the current version.',
  gone: 'This proposal can no longer be answered.',
  superseded: 'A newer version of this proposal replaces this one, so it can no longer be answered. Ask the sender for the new version’s address.',
  failed: 'Your answer could not be sent. Please try again.',
  throttled: 'Too many attempts. Please try again in a few minutes.',
} as const;

/** A proposal's public address for a token. */
export const proposalPath = (token: string) => `/proposals/${token}`;
