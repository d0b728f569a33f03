'use client';

import { Button } from '@/components/ui/button';
import { Field, InputField } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { formatMoney } from '@/lib/proposals/format';
import { lineAmount, proposalTotals } from '@/lib/proposals/totals';
import { PROPOSAL_LIMITS as L } from '@/lib/proposals/vocabulary';
import { RowControls } from './row-controls';
import type { Row, Rows } from './use-rows';

export type Line = { serviceId: string; description: string; quantity: string; unitPrice: string };
export const EMPTY_LINE: Line = { serviceId: '', description: '', quantity: '', unitPrice: '' };
export type ServiceChoice = { value: string; label: string; name: string; price: string | null };
export type Errors = Partial<Record<string, string[]>>;

type Props = { lines: Rows<Line>; services: ServiceChoice[]; currency: string; discount: string; errors: Errors };

/** The price lines, as many as the offer needs, with their amounts and the totals worked out as the owner types. */
export function ProposalLines({ lines, services, currency, discount, errors }: Props) {
  const totals = proposalTotals(lines.rows, discount);
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">Price lines</legend>
      <p className="text-sm text-muted-foreground">A service fills in its name and price; change them as you like. An empty line is left out.</p>
      <ol className="grid gap-3">
        {lines.rows.map((line, index) => (
          <LineRow key={line.key} line={line} index={index} lines={lines} services={services} money={money} errors={errors} />
        ))}
      </ol>
      <Button type="button" variant="outline" className="justify-self-start" disabled={lines.rows.length >= L.lines} onClick={lines.add}>
        Add price line
      </Button>
      <dl aria-label="Totals as you type" aria-live="polite" className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-lg bg-muted p-3 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right tabular-nums">{money(totals.subtotal)}</dd>
        <dt>Discount</dt>
        <dd className="text-right tabular-nums">−{money(totals.discount)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{money(totals.total)}</dd>
      </dl>
      <p className="text-right text-xs text-muted-foreground">Worked out as you type; once saved, the database computes the totals the client sees.</p>
    </fieldset>
  );
}

type RowProps = { line: Row<Line>; index: number; lines: Rows<Line>; services: ServiceChoice[]; money: (amount: string) => string; errors: Errors };

function LineRow({ line, index, lines, services, money, errors }: RowProps) {
  const id = (field: string) => `proposal-line-${line.key}-${field}`;
  const errorsOf = (field: keyof Line) => errors[`lines.${index}.${field}`];
  const change = (patch: Partial<Line>) => lines.change(line.key, patch);
  const amount = lineAmount(line.quantity, line.unitPrice);
  // A service fills what is still empty, or still what the previous service filled in.
  function choose(serviceId: string) {
    const before = services.find((service) => service.value === line.serviceId);
    const chosen = services.find((service) => service.value === serviceId);
    const keep = (value: string, filled: string | null | undefined) => (value && value !== filled ? value : null);
    change({
      serviceId,
      description: keep(line.description, before?.name) ?? chosen?.name ?? '',
      unitPrice: keep(line.unitPrice, before?.price) ?? chosen?.price ?? '',
      quantity: line.quantity || (chosen ? '1' : ''),
    });
  }
  return (
    <li aria-labelledby={id('name')} className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={id('name')} className="text-sm font-semibold">
          Line {index + 1}
        </h3>
        <RowControls name={`line ${index + 1}`} index={index} count={lines.rows.length} onMove={(by) => lines.move(line.key, by)} onRemove={() => lines.remove(line.key)} />
      </div>
      <Field id={id('service')} label="Service (optional)" errors={errorsOf('serviceId')}>
        {(control) => (
          <Select {...control} value={line.serviceId} onChange={(event) => choose(event.target.value)} className="w-full">
            <option value="">None: my own words and price</option>
            {services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_8rem_7rem]">
        <InputField id={id('description')} label="Description" value={line.description} maxLength={L.lineDescription} errors={errorsOf('description')} onChange={(event) => change({ description: event.target.value })} />
        <InputField id={id('quantity')} label="Quantity" inputMode="decimal" value={line.quantity} errors={errorsOf('quantity')} onChange={(event) => change({ quantity: event.target.value })} />
        <InputField id={id('unitPrice')} label="Unit price" inputMode="decimal" value={line.unitPrice} errors={errorsOf('unitPrice')} onChange={(event) => change({ unitPrice: event.target.value })} />
        <div className="grid content-start gap-2">
          <span className="text-sm font-medium">Amount</span>
          <output htmlFor={`${id('quantity')} ${id('unitPrice')}`} className="flex h-10 items-center justify-end tabular-nums">
            {amount === null ? '–' : money(amount)}
          </output>
        </div>
      </div>
    </li>
  );
}
