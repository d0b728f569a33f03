import 'server-only';
import { serverSigner, withSignedImages, type Signer } from '@/lib/projects/storage';
import type { Db } from '@/lib/supabase/db';
import { toProject } from '@/lib/projects/model';
import type { Tables } from '@/lib/supabase/database.types';
import type { PublicProposal } from './model';
import type { PaymentMethod, PaymentStatus, PaymentTerms } from '@/lib/payments/vocabulary';
import type { ProposalStatus } from './vocabulary';

// A proposal's document as the database returns it (private.proposal_document: the client's
// page and the owner's preview read the same), mapped once. Amounts stay exact decimal text.

export type StoredDocument = {
  id: string;
  reference: string;
  version: number;
  sender: { name?: string; business_name?: string; email?: string; address?: string; tax_id?: string };
  client_name: string;
  client_email: string | null;
  title: string;
  introduction: string;
  currency: string;
  milestones: { title: string; due_on: string }[];
  valid_until: string;
  terms: string;
  status: ProposalStatus;
  accepted_name: string | null;
  decline_reason: string | null;
  answered_at: string | null;
  superseded_at: string | null;
  created_at: string;
  version_hash: string;
  subtotal: string;
  discount: string;
  total: string;
  lines: { description: string; quantity: string; unit_price: string; amount: string }[];
  projects: Tables<'projects'>[];
  payment_terms: PaymentTerms;
  deposit_value: string | null;
  payment_method: PaymentMethod;
  amount_due: string;
  payment_instructions: string | null;
  payments: { status: PaymentStatus; amount: string; amount_refunded: string; source: 'stripe' | 'manual'; paid_at: string | null; receipt_url: string | null; invoice_url: string | null }[];
};

/**
 * The document with its case studies' private images signed: by the server's key for a client
 * (the database has already let the token in), by the owner's session for a preview. A signing
 * failure leaves the images unsigned rather than failing the page.
 */
export async function toPublicProposal(doc: StoredDocument, signer: Signer | Db = serverSigner()): Promise<PublicProposal> {
  const projects = await Promise.all(
    doc.projects.map(async (row) => {
      const project = toProject(row);
      try {
        return await withSignedImages(signer, project);
      } catch (failure) {
        console.error('[proposals] signing a case study\'s images failed:', failure instanceof Error ? failure.message : failure);
        return project;
      }
    }),
  );
  const { sender } = doc;
  return {
    id: doc.id,
    reference: doc.reference,
    version: doc.version,
    sender: { name: sender.name ?? null, businessName: sender.business_name ?? null, email: sender.email ?? null, address: sender.address ?? null, taxId: sender.tax_id ?? null },
    clientName: doc.client_name,
    clientEmail: doc.client_email,
    title: doc.title,
    introduction: doc.introduction,
    currency: doc.currency,
    lines: doc.lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPrice: line.unit_price, amount: line.amount })),
    subtotal: doc.subtotal,
    discount: doc.discount,
    total: doc.total,
    milestones: doc.milestones.map((milestone) => ({ title: milestone.title, dueOn: milestone.due_on })),
    validUntil: doc.valid_until,
    terms: doc.terms,
    status: doc.status,
    acceptedName: doc.accepted_name,
    declineReason: doc.decline_reason,
    answeredAt: doc.answered_at,
    supersededAt: doc.superseded_at,
    createdAt: doc.created_at,
    versionHash: doc.version_hash,
    payment: { terms: doc.payment_terms, deposit: doc.deposit_value, method: doc.payment_method, due: doc.amount_due, instructions: doc.payment_instructions },
    payments: doc.payments.map((payment) => ({
      status: payment.status,
      amount: payment.amount,
      amountRefunded: payment.amount_refunded,
      source: payment.source,
      paidAt: payment.paid_at,
      receiptUrl: payment.receipt_url,
      invoiceUrl: payment.invoice_url,
    })),
    projects,
  };
}
