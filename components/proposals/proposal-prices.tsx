import type { PublicProposal } from '@/lib/proposals/model';
import { formatMoney } from '@/lib/proposals/format';

/**
 * The price lines and the database's totals. On a phone each line is a small card of labelled
 * figures (the labels come from `data-label`), so nothing is cut and nothing scrolls sideways.
 */
export function ProposalPrices({ proposal }: { proposal: PublicProposal }) {
  const money = (amount: string) => formatMoney(amount, proposal.currency);
  const hasDiscount = Number(proposal.discount) > 0;
  const total = (label: string, amount: string, strong = false) => (
    <tr className={strong ? 'proposal-total' : undefined}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td>{amount}</td>
    </tr>
  );
  return (
    <section aria-labelledby="prices" className="proposal-section grid gap-3">
      <h2 id="prices" className="text-xl font-semibold">
        Prices
      </h2>
      <table className="proposal-prices">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {proposal.lines.map((line, index) => (
            <tr key={index}>
              <td data-label="Item">{line.description}</td>
              <td data-label="Quantity">{line.quantity}</td>
              <td data-label="Unit price">{money(line.unitPrice)}</td>
              <td data-label="Amount">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {hasDiscount ? (
            <>
              {total('Subtotal', money(proposal.subtotal))}
              {total('Discount', `−${money(proposal.discount)}`)}
            </>
          ) : null}
          {total('Total', money(proposal.total), true)}
        </tfoot>
      </table>
    </section>
  );
}
