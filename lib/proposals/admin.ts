import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { isoInstant } from '@/lib/data/rows';
import { DataError, describeWriteError, type WriteResult } from '@/lib/data/write-result';
import { newToken, tokenHash } from '@/lib/data/token-hash';
import type { Tables } from '@/lib/supabase/database.types';
import { toPublicProposal, type StoredDocument } from './document';
import { PROPOSAL_CONSTRAINT_MESSAGES, type ProposalSummary, type PublicProposal } from './model';
import type { ProposalInput } from './schema';
import { PROPOSAL_TEXTS, proposalPath, type ProposalStatus } from './vocabulary';

// The owner's proposals, with the caller's session: row-level security lets only an owner read
// or write them. A token is made here and returned once; the database keeps its SHA-256 only.
// An answered proposal is frozen (the database refuses a change), so saving one makes a new
// version with a new address and leaves the answered one readable at its own.

const SUMMARY_SELECT =
  'id, reference, message_id, previous_id, version, client_name, title, currency, valid_until, status, accepted_name, answered_at, revoked_at, superseded_at, open_count, last_opened_at, created_at';

type SummaryRow = Pick<
  Tables<'proposals'>,
  'id' | 'reference' | 'message_id' | 'previous_id' | 'version' | 'client_name' | 'title' | 'currency' | 'valid_until' | 'status' | 'accepted_name' | 'answered_at' | 'revoked_at' | 'superseded_at' | 'open_count' | 'last_opened_at' | 'created_at'
>;

const toSummary = (row: SummaryRow, total: string): ProposalSummary => {
  return {
    id: row.id,
    reference: row.reference,
    messageId: row.message_id,
    previousId: row.previous_id,
    version: row.version,
    clientName: row.client_name,
    title: row.title,
    currency: row.currency,
    total,
    validUntil: row.valid_until,
    status: row.status as ProposalStatus,
    acceptedName: row.accepted_name,
    answeredAt: isoInstant(row.answered_at),
    revokedAt: isoInstant(row.revoked_at),
    supersededAt: isoInstant(row.superseded_at),
    openCount: row.open_count,
    lastOpenedAt: isoInstant(row.last_opened_at),
    createdAt: isoInstant(row.created_at)!,
  };
};

const refused = (error: { code?: string; message: string }) =>
  describeWriteError(error, { forbidden: PROPOSAL_TEXTS.forbidden, constraints: PROPOSAL_CONSTRAINT_MESSAGES, failed: 'The proposal could not be saved' });

/** Every proposal, newest first. Throws on failure. */
export async function listProposals(db: Db): Promise<ProposalSummary[]> {
  // The totals are a view, which the API cannot embed: read beside the rows, as exact text.
  const [rows, totals] = await Promise.all([
    db.from('proposals').select(SUMMARY_SELECT).order('created_at', { ascending: false }),
    db.from('proposal_totals').select('proposal_id, total::text'),
  ]);
  if (rows.error) throw new DataError('list proposals', rows.error);
  if (totals.error) throw new DataError('list proposals', totals.error);
  const totalOf = new Map((totals.data as unknown as { proposal_id: string; total: string }[]).map((row) => [row.proposal_id, row.total]));
  return (rows.data as SummaryRow[]).map((row) => toSummary(row, totalOf.get(row.id) ?? '0'));
}

export type ProposalDraft = ProposalInput & { id: string; reference: string; status: ProposalStatus; version: number; supersededAt: string | null; revokedAt: string | null };

/** One proposal as its form edits it; null when there is none. Throws on failure. */
export async function getProposal(db: Db, id: string): Promise<ProposalDraft | null> {
  const { data, error } = await db
    .from('proposals')
    .select(
      'id, reference, status, version, superseded_at, revoked_at, message_id, client_name, client_email, title, introduction, currency, discount::text, valid_until, terms, milestones, project_ids, payment_terms, deposit_value::text, payment_method, proposal_lines(position, service_id, description, quantity::text, unit_price::text)',
    )
    .eq('id', id)
    .maybeSingle();
  if (error) throw new DataError('load the proposal', error);
  if (!data) return null;
  const row = data as unknown as Tables<'proposals'> & { discount: string; proposal_lines: { position: number; service_id: string | null; description: string; quantity: string; unit_price: string }[] };
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as ProposalStatus,
    version: row.version,
    supersededAt: isoInstant(row.superseded_at),
    revokedAt: isoInstant(row.revoked_at),
    messageId: row.message_id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    title: row.title,
    introduction: row.introduction,
    currency: row.currency,
    discount: row.discount,
    validUntil: row.valid_until,
    terms: row.terms,
    milestones: row.milestones as { title: string; due_on: string }[],
    projectIds: row.project_ids,
    paymentTerms: row.payment_terms as ProposalInput['paymentTerms'],
    depositValue: row.deposit_value as string | null,
    paymentMethod: row.payment_method as ProposalInput['paymentMethod'],
    lines: [...row.proposal_lines].sort((a, b) => a.position - b.position).map((line) => ({ serviceId: line.service_id, description: line.description, quantity: line.quantity, unitPrice: line.unit_price })),
  };
}

/** The lead a proposal is written from: its sender's name and address; null when there is none. Throws on failure. */
export async function getLead(db: Db, messageId: string): Promise<{ name: string; email: string } | null> {
  const { data, error } = await db.from('messages').select('name, email').eq('id', messageId).maybeSingle();
  if (error) throw new DataError('load the lead', error);
  return data;
}

/**
 * The proposal's columns and its lines as create_proposal / update_proposal take them. Amounts
 * stay exact decimal text (the database casts them to numeric): no float ever carries one.
 */
const proposalFields = (input: ProposalInput) => ({
  message_id: input.messageId,
  client_name: input.clientName,
  client_email: input.clientEmail,
  title: input.title,
  introduction: input.introduction,
  currency: input.currency,
  discount: input.discount,
  valid_until: input.validUntil,
  terms: input.terms,
  milestones: input.milestones,
  project_ids: input.projectIds,
  payment_terms: input.paymentTerms,
  deposit_value: input.depositValue,
  payment_method: input.paymentMethod,
});

const proposalLines = (input: ProposalInput) =>
  input.lines.map((line) => ({ service_id: line.serviceId, description: line.description, quantity: line.quantity, unit_price: line.unitPrice }));

export type Saved = { id: string; url: string | null };

/**
 * A new proposal (or the next version of `previousId`) and its address on `origin`, the only time
 * the address exists. One transaction in the database: the proposal, its lines and, for a new
 * version, closing the one it replaces.
 */
export async function createProposal(db: Db, input: ProposalInput, origin: string, previousId?: string): Promise<WriteResult<Saved>> {
  const token = newToken();
  const { data, error } = await db.rpc('create_proposal', {
    fields: { ...proposalFields(input), previous_id: previousId ?? null, token_hash: tokenHash(token) },
    lines: proposalLines(input),
  });
  if (error) return refused(error);
  return { ok: true, value: { id: data, url: `${origin}${proposalPath(token)}` } };
}

/**
 * Saves the owner's edit: an open proposal changes in place, lines and all at once (its address
 * stays); an answered one gets a new version with a new address.
 */
export async function saveProposal(db: Db, id: string, input: ProposalInput, origin: string): Promise<WriteResult<Saved>> {
  const current = await getProposal(db, id);
  if (!current) return { ok: false, reason: 'not_found', message: PROPOSAL_TEXTS.notFound };
  if (current.status !== 'open') return createProposal(db, { ...input, messageId: current.messageId }, origin, current.id);
  const { data, error } = await db.rpc('update_proposal', { target: id, fields: proposalFields(input), lines: proposalLines(input) });
  if (error) return refused(error);
  return data ? { ok: true, value: { id, url: null } } : { ok: false, reason: 'not_found', message: PROPOSAL_TEXTS.notFound };
}

/** Revokes the address for good: it opens nothing from now on. */
export async function revokeProposal(db: Db, id: string): Promise<WriteResult> {
  const { data, error } = await db.from('proposals').update({ revoked_at: new Date().toISOString() }).eq('id', id).is('revoked_at', null).select('id');
  if (error) return refused(error);
  return data.length ? { ok: true, value: undefined } : { ok: false, reason: 'not_found', message: PROPOSAL_TEXTS.notFound };
}

export async function deleteProposal(db: Db, id: string): Promise<WriteResult> {
  const { data, error } = await db.from('proposals').delete().eq('id', id).select('id');
  if (error) return refused(error);
  return data.length ? { ok: true, value: undefined } : { ok: false, reason: 'not_found', message: PROPOSAL_TEXTS.notFound };
}

/** The document as the client would read it now, without counting an open; null when there is none. Throws on failure. */
export async function previewProposal(db: Db, id: string): Promise<PublicProposal | null> {
  const { data, error } = await db.rpc('preview_proposal', { target: id });
  if (error) throw new DataError('preview the proposal', error);
  return data ? toPublicProposal(data as unknown as StoredDocument, db) : null;
}
