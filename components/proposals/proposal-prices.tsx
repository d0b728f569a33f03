import type { PublicProposal } from '@/lib/proposals/model';
import { formatMoney } from '@/lib/proposals/format';

/** The price lines and the database's totals, as a table that scrolls sideways on a phone. */
export function ProposalPrices({ proposal }: { proposal: PublicProposal }) {
  const money = (amount: string) => formatMoney(amount, proposal.currency);
  const hasDiscount = Number(proposal.discount) > 0;
  return (
    <section aria-labelledby="prices" className="proposal-section grid gap-3">
      <h2 id="prices" className="text-xl font-semibold">
        Prices
      </h2>
      <div className="proposal-table" tabIndex={0} role="region" aria-label="Price lines">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-4 font-medium">
                Item
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Quantity
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Unit price
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {proposal.lines.map((line, index) => (
              <tr key={index} className="border-b">
                <td className="py-2 pr-4">{line.description}</td>
                <td className="py-2 pr-4 text-right">{line.quantity}</td>
                <td className="py-2 pr-4 text-right whitespace-nowrap">{money(line.unitPrice)}</td>
                <td className="py-2 text-right whitespace-nowrap">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {hasDiscount ? (
              <>
                <tr>
                  <th scope="row" colSpan={3} className="py-2 pr-4 text-right font-normal">
                    Subtotal
                  </th>
                  <td className="py-2 text-right whitespace-nowrap">{money(proposal.subtotal)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={3} className="py-2 pr-4 text-right font-normal">
                    Discount
                  </th>
                  <td className="py-2 text-right whitespace-nowrap">−{money(proposal.discount)}</td>
                </tr>
              </>
            ) : null}
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-4 text-right font-semibold">
                Total
              </th>
              <td className="py-2 text-right font-semibold whitespace-nowrap">{money(proposal.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
