import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { DataError, describeWriteError, type WriteResult } from '@/lib/data/write-result';
import { PAYMENT_CONSTRAINT_MESSAGES, PAYMENT_SELECT, toPayment, type Payment } from './model';
import type { ManualPayment } from './schema';
import { PAYMENT_TEXTS } from './vocabulary';

// The owner's payments, with the caller's session: row-level security shows them to owners only,
// and nobody writes the table directly (the owner records through record_manual_payment).

type Row = Parameters<typeof toPayment>[0];

/** Payments, newest first; only a proposal's or a lead's when asked. Throws on failure. */
export async function listPayments(db: Db, of: { proposalId?: string; messageId?: string } = {}): Promise<Payment[]> {
  let query = db.from('payments').select(PAYMENT_SELECT);
  if (of.proposalId) query = query.eq('proposal_id', of.proposalId);
  if (of.messageId) query = query.eq('message_id', of.messageId);
  const { data, error } = await query.order('created_at', { ascending: false });
  if (error) throw new DataError('list payments', error);
  return (data as unknown as Row[]).map(toPayment);
}

export type MonthTotal = { month: string; currency: string; payments: number; received: string };

/** What came in per month and currency, newest month first (the database's sums). Throws on failure. */
export async function listMonthTotals(db: Db): Promise<MonthTotal[]> {
  const { data, error } = await db.from('payment_month_totals').select('month, currency, payments, received::text').order('month', { ascending: false }).order('currency');
  if (error) throw new DataError('sum payments', error);
  return data as unknown as MonthTotal[];
}

const refused = (error: { code?: string; message: string }) =>
  describeWriteError(error, { forbidden: PAYMENT_TEXTS.forbidden, constraints: PAYMENT_CONSTRAINT_MESSAGES, failed: 'The payment could not be recorded' });

/** A payment received another way, for a proposal, in its currency. */
export async function recordManualPayment(db: Db, payment: ManualPayment): Promise<WriteResult<string>> {
  const { data, error } = await db.rpc('record_manual_payment', {
    proposal: payment.proposalId,
    // Exact decimal text: the database casts it to numeric.
    amount: payment.amount as unknown as number,
    paid_on: payment.paidOn,
    method: payment.method,
    note: payment.note ?? undefined,
  });
  return error ? refused(error) : { ok: true, value: data };
}

/** Deletes a payment the owner recorded; Stripe's stay. */
export async function deleteManualPayment(db: Db, id: string): Promise<WriteResult> {
  const { data, error } = await db.rpc('delete_manual_payment', { payment: id });
  if (error) return refused(error);
  return data ? { ok: true, value: undefined } : { ok: false, reason: 'not_found', message: PAYMENT_TEXTS.notFound };
}

/** What the proposal's terms make due on acceptance, as the database computes it ('0' for none). Throws on failure. */
export async function amountDueOf(db: Db, proposalId: string): Promise<string> {
  const { data, error } = await db.from('proposal_totals').select('amount_due::text').eq('proposal_id', proposalId).maybeSingle();
  if (error) throw new DataError('read the amount due', error);
  return (data as unknown as { amount_due: string } | null)?.amount_due ?? '0';
}
