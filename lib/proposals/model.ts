import type { Project } from '@/lib/projects/model';
import type { PaymentMethod, PaymentStatus, PaymentTerms } from '@/lib/payments/vocabulary';
import type { ProposalStatus } from './vocabulary';

// A proposal as the client's page and the owner's list read it. Amounts are exact decimal text
// from the database, never floats.

export type ProposalLine = { description: string; quantity: string; unitPrice: string; amount: string };
export type Milestone = { title: string; dueOn: string };

/** Who a proposal is from, as the profile said when it was written (the database keeps that copy). */
export type ProposalSender = { name: string | null; businessName: string | null; email: string | null; address: string | null; taxId: string | null };

export type PublicProposal = {
  id: string;
  /** P-2026-014: numbered by the database, the same for every version. */
  reference: string;
  version: number;
  sender: ProposalSender;
  clientName: string;
  clientEmail: string | null;
  title: string;
  introduction: string;
  currency: string;
  lines: ProposalLine[];
  subtotal: string;
  discount: string;
  total: string;
  milestones: Milestone[];
  validUntil: string;
  terms: string;
  status: ProposalStatus;
  acceptedName: string | null;
  declineReason: string | null;
  answeredAt: string | null;
  /** When a newer version replaced this one (it can no longer be answered); null while current. */
  supersededAt: string | null;
  createdAt: string;
  /** The hash of this exact version: an answer names it. */
  versionHash: string;
  /** What the client pays on accepting (the database's amount, in the currency's minor unit) and how. */
  payment: { terms: PaymentTerms; deposit: string | null; method: PaymentMethod; due: string; instructions: string | null };
  /** Payments made or under way against it, oldest first. */
  payments: { status: PaymentStatus; amount: string; amountRefunded: string; source: 'stripe' | 'manual'; paidAt: string | null; receiptUrl: string | null; invoiceUrl: string | null }[];
  projects: Project[];
};

export type ProposalSummary = {
  id: string;
  reference: string;
  messageId: string | null;
  previousId: string | null;
  version: number;
  clientName: string;
  title: string;
  currency: string;
  total: string;
  validUntil: string;
  status: ProposalStatus;
  acceptedName: string | null;
  answeredAt: string | null;
  revokedAt: string | null;
  /** When a newer version replaced it. */
  supersededAt: string | null;
  openCount: number;
  lastOpenedAt: string | null;
  createdAt: string;
};

export const PROPOSAL_CONSTRAINT_MESSAGES: Record<string, string> = {
  proposals_client_name_length: 'Client name must be 1 to 120 characters',
  proposals_client_email_valid: 'Enter a valid email address, e.g. name@example.com',
  proposals_title_length: 'Title must be 1 to 160 characters',
  proposals_introduction_length: 'Introduction must be at most 20,000 characters',
  proposals_terms_length: 'Terms must be at most 20,000 characters',
  proposals_currency_valid: 'Choose the currency of the prices (an ISO 4217 code such as EUR)',
  proposals_discount_valid: 'Discount must be 0 or more, with at most 2 decimals',
  proposals_milestones_valid: 'Each milestone needs a title (1 to 160 characters) and a real date',
  proposals_projects_valid: 'Choose at most 6 case studies',
  proposals_version_valid: 'A proposal has at most 1,000 versions',
  proposals_token_hash_format: 'The address could not be made. Please try again.',
  proposals_token_hash_key: 'The address could not be made. Please try again.',
  proposals_open_count_valid: 'The open count cannot be negative',
  proposals_status_valid: 'A proposal is open, accepted or declined',
  proposals_answer_complete: 'An answer needs its date, and an acceptance its name',
  proposals_accepted_name_length: 'Your name must be 1 to 120 characters',
  proposals_accepted_version_format: 'This proposal can no longer be answered.',
  proposals_decline_reason_length: 'Reason must be at most 2,000 characters',
  proposals_frozen: 'An answered or replaced proposal cannot change: edit its latest version.',
  proposals_previous_id_key: 'This proposal already has a newer version: edit that one.',
  proposals_previous_id_fkey: 'The version this one replaces no longer exists.',
  proposals_message_id_fkey: 'That lead no longer exists.',
  proposal_lines_position_key: 'The price lines could not be saved. Please try again.',
  proposal_lines_position_valid: 'A proposal has at most 50 price lines',
  proposal_lines_description_length: 'Each line needs a description of 1 to 200 characters',
  proposal_lines_quantity_valid: 'Quantity must be above 0 and at most 1,000,000, with at most 2 decimals',
  proposal_lines_unit_price_valid: 'Unit price must be 0 to 10,000,000, with at most 2 decimals',
  proposal_lines_service_id_fkey: 'That service no longer exists.',
};
