'use server';

import { ownerAction, ownerAddressAction, ownerRevokeAction } from '@/lib/actions/define';
import { requestOrigin } from '@/lib/request/origin';
import { serviceList } from '@/lib/services/list';
import { createProposal, deleteProposal, revokeProposal, saveProposal } from '@/lib/proposals/admin';
import { proposalFormSchema, proposalIdSchema, toProposalInput, type ProposalForm } from '@/lib/proposals/schema';
import { PROPOSAL_TEXTS } from '@/lib/proposals/vocabulary';
import type { Db } from '@/lib/supabase/db';

async function write(form: ProposalForm, db: Db) {
  const services = new Map((await serviceList.list(db)).map((service) => [service.id, { name: service.name, price: service.price?.amount ?? null }]));
  const proposal = toProposalInput(form, services);
  if ('field' in proposal) return { ok: false as const, reason: 'invalid' as const, message: proposal.message, field: proposal.field };
  const origin = await requestOrigin();
  return form.id ? saveProposal(db, form.id, proposal, origin) : createProposal(db, proposal, origin);
}

/** Creates or saves a proposal; a new address (a new proposal, or a new version of an answered one) is answered once. */
export const saveProposalAction = ownerAddressAction({
  schema: proposalFormSchema,
  hidden: ['id', 'messageId'],
  forbidden: PROPOSAL_TEXTS.forbidden,
  write: (form, { db }) => write(form, db),
  revalidate: () => {},
  success: (saved, input) => (!input.id ? PROPOSAL_TEXTS.created : saved.id !== input.id ? PROPOSAL_TEXTS.versioned : PROPOSAL_TEXTS.saved),
  answer: (saved) => ({ id: saved.id }),
});

export const revokeProposalAction = ownerRevokeAction({
  schema: proposalIdSchema,
  texts: PROPOSAL_TEXTS,
  write: (id, { db }) => revokeProposal(db, id),
  revalidate: () => {},
});

export const deleteProposalAction = ownerAction({
  schema: proposalIdSchema,
  invalid: PROPOSAL_TEXTS.notFound,
  forbidden: PROPOSAL_TEXTS.forbidden,
  write: (id, { db }) => deleteProposal(db, id),
  revalidate: () => {},
  success: PROPOSAL_TEXTS.deleted,
});
