import { toCsvText } from '@/lib/data/csv';
import type { Payment } from './model';
import { PAYMENT_STATUS_LABELS } from './vocabulary';

const HEAD = ['paid_at', 'reference', 'client', 'status', 'amount', 'refunded', 'currency', 'source', 'method', 'note', 'receipt', 'invoice', 'created_at'];

/** One line per payment for the accountant, in the list's words; every cell formula-safe. */
export function paymentsCsv(payments: readonly Payment[]): string {
  return toCsvText(
    HEAD,
    payments.map((payment) => [
      payment.paidAt,
      payment.reference,
      payment.clientName,
      PAYMENT_STATUS_LABELS[payment.status],
      payment.amount,
      payment.amountRefunded,
      payment.currency,
      payment.source === 'stripe' ? 'Stripe' : 'Recorded',
      payment.method,
      payment.note,
      payment.receiptUrl,
      payment.invoiceUrl,
      payment.createdAt,
    ]),
  );
}
