import type { Tables } from '@/lib/supabase/database.types';
import { isoInstant } from '@/lib/data/rows';
import type { PaymentStatus } from './vocabulary';

// A payment as the owner's lists read it. Amounts are exact decimal text from the database.

export type Payment = {
  id: string;
  proposalId: string | null;
  messageId: string | null;
  reference: string;
  clientName: string;
  source: 'stripe' | 'manual';
  status: PaymentStatus;
  amount: string;
  amountRefunded: string;
  currency: string;
  method: string | null;
  note: string | null;
  paidAt: string | null;
  receiptUrl: string | null;
  invoiceUrl: string | null;
  /** What a Stripe event said that did not match the amount due. */
  mismatch: { amount_total?: number; currency?: string } | null;
  createdAt: string;
};

/** The columns a list reads; amounts as exact text. */
export const PAYMENT_SELECT =
  'id, proposal_id, message_id, reference, client_name, source, status, amount::text, amount_refunded::text, currency, method, note, paid_at, receipt_url, invoice_url, mismatch, created_at';

type Row = Omit<Tables<'payments'>, 'amount' | 'amount_refunded'> & { amount: string; amount_refunded: string };

export const toPayment = (row: Row): Payment => ({
  id: row.id,
  proposalId: row.proposal_id,
  messageId: row.message_id,
  reference: row.reference,
  clientName: row.client_name,
  source: row.source as Payment['source'],
  status: row.status as PaymentStatus,
  amount: row.amount,
  amountRefunded: row.amount_refunded,
  currency: row.currency,
  method: row.method,
  note: row.note,
  paidAt: isoInstant(row.paid_at),
  receiptUrl: row.receipt_url,
  invoiceUrl: row.invoice_url,
  mismatch: row.mismatch as Payment['mismatch'],
  createdAt: isoInstant(row.created_at)!,
});

export const PAYMENT_CONSTRAINT_MESSAGES: Record<string, string> = {
  payments_amount_valid: 'Amount must be above 0',
  payments_method_length: 'Method must be 1 to 60 characters, e.g. Bank transfer',
  payments_note_length: 'Note must be at most 500 characters',
  payments_proposal_id_fkey: 'That proposal no longer exists.',
  payments_manual_complete: 'A payment you record needs its method',
};
