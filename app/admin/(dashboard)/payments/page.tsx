import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { PaymentList } from '@/components/admin/payment-list';
import { Card } from '@/components/ui/card';
import { listMonthTotals, listPayments } from '@/lib/payments/admin';
import { formatMoney } from '@/lib/proposals/format';
import { PAYMENT_TEXTS } from '@/lib/payments/vocabulary';
import { isUuid } from '@/lib/slug';
import { deleteManualPaymentAction } from './actions';

export const metadata: Metadata = { title: 'Payments · Admin Dashboard', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ lead?: string }> };

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Every payment, or a lead's (?lead=<id>): what came in per month and currency, and the CSV for the accountant. */
export default async function PaymentsPage({ searchParams }: Props) {
  const { lead } = await searchParams;
  const messageId = lead && isUuid(lead) ? lead : undefined;
  return (
    <OwnerSection
      notice={{ title: PAYMENT_TEXTS.forbidden, text: 'Payments are the owner’s record of what clients paid.' }}
      failure={PAYMENT_TEXTS.listFailed}
      load={(db) => Promise.all([listPayments(db, { messageId }), messageId ? Promise.resolve([]) : listMonthTotals(db)])}
    >
      {([payments, months]) => (
        <div className="grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-2xl font-semibold tracking-tight">{messageId ? 'Payments for this lead' : 'Payments'}</h2>
            <a href="/admin/payments/export" className="btn btn-outline btn-md" download>
              Export CSV
            </a>
          </div>
          {months.length ? (
            <Card className="overflow-x-auto p-4">
              <table className="w-full text-sm" aria-label="Received per month">
                <thead>
                  <tr className="border-b text-left">
                    <th scope="col" className="py-2 pr-4 font-medium">Month</th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">Payments</th>
                    <th scope="col" className="py-2 text-right font-medium">Received</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((row) => (
                    <tr key={`${row.month}-${row.currency}`} className="border-b last:border-0">
                      <td className="py-2 pr-4">{MONTH.format(new Date(`${row.month}-01T00:00:00Z`))}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{row.payments}</td>
                      <td className="py-2 text-right tabular-nums">{formatMoney(row.received, row.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          ) : null}
          <PaymentList payments={payments} deleteAction={deleteManualPaymentAction} empty="No payments yet. They appear here when a client pays a proposal on Stripe, or when you record one." />
        </div>
      )}
    </OwnerSection>
  );
}
