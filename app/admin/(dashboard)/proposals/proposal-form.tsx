'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { NewAddressNotice, useNewAddress } from './new-address';
import { useAddressAction } from '@/components/admin/new-address-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/field';
import type { ProposalDraft } from '@/lib/proposals/admin';
import { PROPOSAL_LIMITS as L } from '@/lib/proposals/vocabulary';
import { saveProposalAction } from './actions';
import { ProposalCaseStudyPicker, type Choice } from './proposal-case-study-picker';
import { ProposalDetails } from './proposal-details';
import { EMPTY_LINE, ProposalLines, type Errors, type Line, type ServiceChoice } from './proposal-lines';
import { EMPTY_MILESTONE, ProposalMilestones, type Milestone } from './proposal-milestones';
import { ProposalPaymentTerms, type PaymentChoice } from './proposal-payment-terms';
import { useRows } from './use-rows';
import { proposalTotals } from '@/lib/proposals/totals';

type Props = { proposal: ProposalDraft | null; lead: { id: string; name: string; email: string } | null; services: ServiceChoice[]; projects: Choice[]; stripeReady: boolean };

const subscribeNever = () => () => {};

const UNREACHABLE = 'The proposal could not be saved. Check your connection and try again.';
const NO_ERRORS: Errors = {};

/** The proposal's form: saved in place while open; an answered one is saved as a new version with a new address, shown once. */
export function ProposalForm({ proposal, lead, services, projects, stripeReady }: Props) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { setAddress } = useNewAddress();
  const { run, isPending: isSaving, failure } = useAddressAction(saveProposalAction, {
    failed: UNREACHABLE,
    // A problem with a field is said under it, which takes the focus, not in a toast.
    describe: (refusal) => (refusal.fieldErrors ? null : refusal.message),
    onCreated: ({ id, url }) => {
      setAddress(url);
      if (id !== proposal?.id) router.replace(`/admin/proposals/${id}`);
    },
  });
  const errors: Errors = failure?.fieldErrors ?? NO_ERRORS;
  const problem = failure?.message ?? null;
  const [currency, setCurrency] = useState(proposal?.currency ?? 'EUR');
  const [discount, setDiscount] = useState(proposal && proposal.discount !== '0' ? proposal.discount : '');
  const [projectIds, setProjectIds] = useState(proposal?.projectIds ?? []);
  const [payment, setPayment] = useState<PaymentChoice>({
    terms: proposal?.paymentTerms ?? 'none',
    deposit: proposal?.depositValue ?? '',
    method: proposal?.paymentMethod ?? (stripeReady ? 'stripe' : 'instructions'),
  });
  const lines = useRows<Line>(proposal?.lines.map((line) => ({ ...line, serviceId: line.serviceId ?? '' })) ?? [EMPTY_LINE], EMPTY_LINE);
  // The rows, totals and pickers need the page's code: until it runs, the form waits, disabled.
  const isReady = useSyncExternalStore(subscribeNever, () => true, () => false);
  const milestones = useRows<Milestone>(proposal?.milestones.map((milestone) => ({ title: milestone.title, dueOn: milestone.due_on })) ?? [], EMPTY_MILESTONE);

  // After a refused save, the first field with a problem takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function save(form: HTMLFormElement) {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const input = {
      id: proposal?.id ?? '',
      messageId: proposal?.messageId ?? lead?.id ?? '',
      clientName: text('clientName'),
      clientEmail: text('clientEmail'),
      title: text('title'),
      introduction: text('introduction'),
      currency,
      discount,
      validUntil: text('validUntil'),
      terms: text('terms'),
      lines: lines.values(),
      milestones: milestones.values(),
      projectIds,
      paymentTerms: payment.terms,
      depositValue: payment.deposit,
      paymentMethod: payment.method,
    };
    run(input);
  }

  const answered = proposal !== null && proposal.status !== 'open';
  const replaced = proposal?.supersededAt != null;
  return (
    <Card className="p-5 sm:p-6">
      <NewAddressNotice />
      {replaced ? <p className="my-4 text-sm">A newer version replaces this one, so it cannot change: edit the newest version instead.</p> : null}
      {answered && !replaced ? <p className="my-4 text-sm">This proposal was answered, so it cannot change: saving makes a new version with a new address.</p> : null}
      <form
        ref={formRef}
        noValidate
        aria-label="Proposal"
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          save(event.currentTarget);
        }}
      >
        <fieldset disabled={!isReady} className="grid gap-6">
          <ProposalDetails proposal={proposal} lead={lead} errors={errors} currency={currency} discount={discount} onCurrency={setCurrency} onDiscount={setDiscount} />
          <ProposalLines lines={lines} services={services} currency={currency} discount={discount} errors={errors} />
          <ProposalPaymentTerms value={payment} onChange={setPayment} total={proposalTotals(lines.rows, discount).total} currency={currency} stripeReady={stripeReady} errors={errors} />
          <ProposalMilestones milestones={milestones} errors={errors} />
          <ProposalCaseStudyPicker projects={projects} chosen={projectIds} onChange={setProjectIds} errors={errors} />
          <TextareaField id="proposal-terms" name="terms" label="Terms (Markdown)" errors={errors.terms} defaultValue={proposal?.terms ?? ''} maxLength={L.markdown} />
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
          <Button type="submit" disabled={isSaving || replaced} className="justify-self-start">
            {isSaving ? 'Saving...' : answered ? 'Save as a new version' : proposal ? 'Save proposal' : 'Create proposal'}
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}
