'use server';

import { z } from 'zod';
import { ownerAction, ownerAddressAction } from '@/lib/actions/define';
import { requestOrigin } from '@/lib/request/origin';
import { serviceList } from '@/lib/services/list';
import { createProposal, deleteProposal, revokeProposal, saveProposal } from '@/lib/proposals/admin';
import { proposalFormSchema, proposalIdSchema, toProposalInput, type ProposalForm } from '@/lib/proposals/schema';
import { PROPOSAL_TEXTS } from '@/lib/proposals/vocabulary';
import type { Db } from '@/lib/supabase/db';

const saveSchema = proposalFormSchema.extend({ id: z.string().optional().transform((value) => value || null).refine((value) => value === null || proposalIdSchema.safeParse(value).success, PROPOSAL_TEXTS.notFound) });

type Posted = ProposalForm & { id: string | null };

async function write(input: Posted, db: Db) {
  const services = new Map((await serviceList.list(db)).map((service) => [service.id, { name: service.name, price: service.price?.amount ?? null }]));
  const proposal = toProposalInput(input, services);
  if ('field' in proposal) return { ok: false as const, reason: 'invalid' as const, message: proposal.message };
  const origin = await requestOrigin();
  return input.id ? saveProposal(db, input.id, proposal, origin) : createProposal(db, proposal, origin);
}

/** Creates or saves a proposal; a new address (a new proposal, or a new version of an answered one) is answered once. */
export const saveProposalAction = ownerAddressAction({
  schema: saveSchema,
  hidden: ['id', 'messageId'],
  forbidden: PROPOSAL_TEXTS.forbidden,
  write: async (input, { db }) => write(input as Posted, db),
  revalidate: () => {},
  success: (saved, input) => (!(input as Posted).id ? PROPOSAL_TEXTS.created : saved.id !== (input as Posted).id ? PROPOSAL_TEXTS.versioned : PROPOSAL_TEXTS.saved),
  answer: (saved) => ({ id: saved.id }),
});

export const revokeProposalAction = ownerAction({
  schema: proposalIdSchema,
  invalid: PROPOSAL_TEXTS.notFound,
  forbidden: PROPOSAL_TEXTS.forbidden,
  write: (id, { db }) => revokeProposal(db, id),
  revalidate: () => {},
  success: PROPOSAL_TEXTS.revoked,
});

export const deleteProposalAction = ownerAction({
  schema: proposalIdSchema,
  invalid: PROPOSAL_TEXTS.notFound,
  forbidden: PROPOSAL_TEXTS.forbidden,
  write: (id, { db }) => deleteProposal(db, id),
  revalidate: () => {},
  success: PROPOSAL_TEXTS.deleted,
});
