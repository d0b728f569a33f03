import type { PublicProposal } from '@/lib/proposals/model';
import { formatDay, formatMoney } from '@/lib/proposals/format';
import { dueLabel, PAYMENT_TEXTS } from '@/lib/payments/vocabulary';
import { ProposalPayButton } from './proposal-pay-button';
import type { AnswerAction } from './proposal-answer-forms';

type Props = {
  proposal: PublicProposal;
  /** The owner's payment instructions, rendered; '' when there are none. */
  instructionsHtml: string;
  /** Whether a Stripe payment page can be made here (Stripe is configured, and this is the client's page). */
  token: string | null;
  canPayByStripe: boolean;
  pay: AnswerAction;
  /** Back from Stripe's page: 'success' or 'cancelled'. */
  checkout: string | null;
};

/** What the terms ask for, what the database says is due, and what has been paid, or how to pay. */
export function ProposalPayment({ proposal, instructionsHtml, token, canPayByStripe, pay, checkout }: Props) {
  const { terms, deposit, due, method } = proposal.payment;
  if (terms === 'none') return null;
  const money = (amount: string) => formatMoney(amount, proposal.currency);
  const label = dueLabel(terms);
  const what =
    terms === 'full' ? `The full amount, ${money(due)}, is due on acceptance.` : terms === 'deposit_percent' ? `A ${Number(deposit)} % deposit, ${money(due)}, is due on acceptance.` : `A deposit of ${money(due)} is due on acceptance.`;
  const paid = proposal.payments.filter((payment) => payment.status !== 'processing');
  const processing = proposal.payments.some((payment) => payment.status === 'processing');
  const isAccepted = proposal.status === 'accepted' && !proposal.supersededAt;
  return (
    <section aria-labelledby="payment" className="proposal-section panel grid gap-3">
      <h2 id="payment" className="text-xl font-semibold">
        Payment
      </h2>
      <p>{what}</p>
      {paid.map((payment, index) => (
        <p key={index} role="status" className="font-medium">
          {terms === 'full' ? 'Paid' : `${label} paid`} on {formatDay(payment.paidAt!)}: {money(payment.amount)}
          {Number(payment.amountRefunded) > 0 ? `, of which ${money(payment.amountRefunded)} refunded` : ''}.{' '}
          {payment.receiptUrl ? (
            <a href={payment.receiptUrl} className="underline underline-offset-4" rel="noopener noreferrer" target="_blank">
              Receipt
            </a>
          ) : null}{' '}
          {payment.invoiceUrl ? (
            <a href={payment.invoiceUrl} className="underline underline-offset-4" rel="noopener noreferrer" target="_blank">
              Invoice
            </a>
          ) : null}
        </p>
      ))}
      {isAccepted && !paid.length && processing ? <p role="status">Your payment is being processed by your bank; this page shows it once it is through.</p> : null}
      {isAccepted && !paid.length && !processing && checkout === 'success' ? <p role="status">{PAYMENT_TEXTS.confirming}</p> : null}
      {isAccepted && !paid.length && !processing ? (
        method === 'stripe' && canPayByStripe && token ? (
          <div className="proposal-pay grid gap-2">
            <ProposalPayButton token={token} label={`${terms === 'full' ? PAYMENT_TEXTS.payFull : PAYMENT_TEXTS.payDeposit} (${money(due)})`} action={pay} />
            <p className="text-sm text-muted-foreground">On Stripe&apos;s secure page: your card details never reach this site. Stripe sends your receipt and invoice.</p>
          </div>
        ) : instructionsHtml ? (
          <div className="grid gap-2">
            <p className="font-medium">How to pay, quoting {proposal.reference}:</p>
            <div className="markdown" dangerouslySetInnerHTML={{ __html: instructionsHtml }} />
          </div>
        ) : (
          <p>{proposal.sender.name ?? 'The sender'} will send you the payment details.</p>
        )
      ) : null}
    </section>
  );
}
