'use client';

import { useRouter } from 'next/navigation';
import { NewAddressNotice, useNewAddress } from './new-address';
import { useAddressAction } from '@/components/admin/new-address-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label, Select, Textarea } from '@/components/ui/input';
import type { ProposalInput } from '@/lib/proposals/schema';
import { PROPOSAL_LIMITS as L } from '@/lib/proposals/vocabulary';
import { CURRENCY_OPTIONS } from '@/lib/validation/currencies';
import { saveProposalAction } from './actions';
import { ProposalRows, Text, type Choice } from './proposal-rows';

type Props = { proposal: (ProposalInput & { id: string | null; status: string }) | null; lead: { id: string; name: string } | null; services: Choice[]; projects: Choice[] };

/** The proposal's form: saved in place while open; an answered one is saved as a new version with a new address, shown once. */
export function ProposalForm({ proposal, lead, services, projects }: Props) {
  const router = useRouter();
  const { setAddress } = useNewAddress();
  const firstProblem = (failure: { message: string; fieldErrors?: Partial<Record<string, string[]>> }) => Object.values(failure.fieldErrors ?? {})[0]?.[0] ?? failure.message;
  const { run: save, isPending: isSaving, failure } = useAddressAction(saveProposalAction, {
    failed: 'The proposal could not be saved. Check your connection and try again.',
    describe: firstProblem,
    onCreated: ({ id, url }) => {
      setAddress(url);
      if (id !== proposal?.id) router.replace(`/admin/proposals/${id}`);
    },
  });
  const problem = failure ? firstProblem(failure) : null;

  const frozen = proposal !== null && proposal.status !== 'open';
  return (
    <Card className="p-5 sm:p-6">
      <NewAddressNotice />
      {frozen ? <p className="my-4 text-sm">This proposal was answered, so it cannot change: saving makes a new version with a new address.</p> : null}
      <form
        noValidate
        aria-label="Proposal"
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          save(Object.fromEntries([...new FormData(event.currentTarget)].filter((entry): entry is [string, string] => typeof entry[1] === 'string')));
        }}
      >
        <input type="hidden" name="id" value={proposal?.id ?? ''} />
        <input type="hidden" name="messageId" value={proposal?.messageId ?? lead?.id ?? ''} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Text name="clientName" label="Client name" defaultValue={proposal?.clientName ?? lead?.name ?? ''} maxLength={L.clientName} />
          <Text name="title" label="Title" defaultValue={proposal?.title ?? ''} maxLength={L.title} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="proposal-introduction">Introduction (Markdown)</Label>
          <Textarea id="proposal-introduction" name="introduction" defaultValue={proposal?.introduction ?? ''} maxLength={L.markdown} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="proposal-currency">Currency</Label>
            <Select id="proposal-currency" name="currency" defaultValue={proposal?.currency ?? 'EUR'}>
              {CURRENCY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
          <Text name="discount" label="Discount (amount)" defaultValue={proposal?.discount === '0' ? '' : (proposal?.discount ?? '')} inputMode="decimal" />
          <Text name="validUntil" label="Valid until" type="date" defaultValue={proposal?.validUntil ?? ''} />
        </div>
        <ProposalRows proposal={proposal} services={services} projects={projects} />
        <div className="grid gap-1.5">
          <Label htmlFor="proposal-terms">Terms (Markdown)</Label>
          <Textarea id="proposal-terms" name="terms" defaultValue={proposal?.terms ?? ''} maxLength={L.markdown} />
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <Button type="submit" disabled={isSaving} className="justify-self-start">
          {isSaving ? 'Saving...' : frozen ? 'Save as a new version' : proposal ? 'Save proposal' : 'Create proposal'}
        </Button>
      </form>
    </Card>
  );
}
