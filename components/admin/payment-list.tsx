'use client';

import { useRouter } from 'next/navigation';
import { AdminLink } from '@/components/admin/admin-link';
import { DeleteButton, useConfirmedDelete } from '@/components/admin/confirmed-delete';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LocalTime } from '@/components/ui/local-time';
import type { ActionResult } from '@/lib/actions/result';
import type { Payment } from '@/lib/payments/model';
import { formatMoney } from '@/lib/proposals/format';
import { PAYMENT_STATUS_LABELS } from '@/lib/payments/vocabulary';

type Props = { payments: Payment[]; deleteAction: (id: string) => Promise<ActionResult>; empty: string };

/** Payments, newest first: amount, state, when, how, Stripe's receipt and invoice; one recorded by hand can be deleted. */
export function PaymentList({ payments, deleteAction, empty }: Props) {
  const router = useRouter();
  const deletion = useConfirmedDelete<Payment>({ deleteAction, onDeleted: () => router.refresh() });
  if (!payments.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <>
      <ul className="grid gap-2" aria-label="Payments">
        {payments.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm">
            <div className="grid gap-1">
              <span className="font-medium">
                {formatMoney(payment.amount, payment.currency)} · {payment.reference} · {payment.clientName}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="outline">{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
                <span>{payment.source === 'stripe' ? 'Stripe' : payment.method}</span>
                {payment.paidAt ? <LocalTime iso={payment.paidAt} /> : <span>started <LocalTime iso={payment.createdAt} /></span>}
                {Number(payment.amountRefunded) > 0 ? <span>{formatMoney(payment.amountRefunded, payment.currency)} refunded</span> : null}
                {payment.receiptUrl ? <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer" className="underline">Receipt</a> : null}
                {payment.invoiceUrl ? <a href={payment.invoiceUrl} target="_blank" rel="noopener noreferrer" className="underline">Invoice</a> : null}
                {payment.proposalId ? <AdminLink href={`/admin/proposals/${payment.proposalId}`} className="underline">Proposal</AdminLink> : null}
              </span>
              {payment.mismatch ? (
                <span role="note" className="text-xs text-destructive">
                  Stripe reported {payment.mismatch.amount_total ?? '?'} {String(payment.mismatch.currency ?? '?').toUpperCase()} (in minor units), not the {formatMoney(payment.amount, payment.currency)} due: not counted as paid. Check it in Stripe.
                </span>
              ) : null}
              {payment.note ? <span className="text-xs">{payment.note}</span> : null}
            </div>
            {payment.source === 'manual' ? <DeleteButton name={`the payment of ${formatMoney(payment.amount, payment.currency)}`} onClick={() => deletion.ask(payment)} /> : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog {...deletion.dialog} title="Delete this payment?" description="You recorded it yourself; deleting it takes it out of the totals and the CSV." />
    </>
  );
}
