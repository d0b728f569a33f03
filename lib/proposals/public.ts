import 'server-only';
import { cache } from 'react';
import { DataError } from '@/lib/data/write-result';
import { isShareToken } from '@/lib/share-links/token';
import { createPublicClient } from '@/lib/supabase/public';
import { serviceClient } from '@/lib/supabase/service';
import { serverSigner, withSignedImages } from '@/lib/projects/storage';
import { toProject } from '@/lib/projects/model';
import type { Tables } from '@/lib/supabase/database.types';
import type { PublicProposal } from './model';
import type { ProposalStatus } from './vocabulary';

// What a proposal's address opens. The public key reaches a proposal only through the database
// function open_proposal, which checks the token's hash, revocation and validity and counts the
// open in the same call. Never cached: each request is one open.

type Document = {
  id: string;
  version: number;
  client_name: string;
  title: string;
  introduction: string;
  currency: string;
  milestones: { title: string; due_on: string }[];
  valid_until: string;
  terms: string;
  status: ProposalStatus;
  accepted_name: string | null;
  decline_reason: string | null;
  answered_at: string | null;
  superseded_at: string | null;
  created_at: string;
  version_hash: string;
  subtotal: string;
  discount: string;
  total: string;
  lines: { description: string; quantity: string; unit_price: string; amount: string }[];
  projects: Tables<'projects'>[];
};

/** The proposal the token opens, its private case studies' images signed; null for any refusal. Throws on failure. */
export const openProposal = cache(async (token: string): Promise<PublicProposal | null> => {
  if (!isShareToken(token)) return null;
  const { data, error } = await createPublicClient().rpc('open_proposal', { token });
  if (error) throw new DataError('open the proposal', error);
  if (!data) return null;
  const doc = data as unknown as Document;
  // The database accepted the token; only then does the server sign private files' addresses.
  const projects = await Promise.all(
    doc.projects.map(async (row) => {
      const project = toProject(row);
      try {
        return await withSignedImages(serverSigner(), project);
      } catch (failure) {
        console.error('[proposals] signing a case study\'s images failed:', failure instanceof Error ? failure.message : failure);
        return project;
      }
    }),
  );
  return {
    id: doc.id,
    version: doc.version,
    clientName: doc.client_name,
    title: doc.title,
    introduction: doc.introduction,
    currency: doc.currency,
    lines: doc.lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPrice: line.unit_price, amount: line.amount })),
    subtotal: doc.subtotal,
    discount: doc.discount,
    total: doc.total,
    milestones: doc.milestones.map((milestone) => ({ title: milestone.title, dueOn: milestone.due_on })),
    validUntil: doc.valid_until,
    terms: doc.terms,
    status: doc.status,
    acceptedName: doc.accepted_name,
    declineReason: doc.decline_reason,
    answeredAt: doc.answered_at,
    supersededAt: doc.superseded_at,
    createdAt: doc.created_at,
    versionHash: doc.version_hash,
    projects,
  };
});

export type Answer = { choice: 'accept'; name: string } | { choice: 'decline'; reason: string };
export type AnswerOutcome = 'accepted' | 'declined' | 'answered' | 'changed' | 'superseded' | 'gone';

/** Records the client's answer with the server's key (after the action's throttle). Throws on failure. */
export async function answerProposal(token: string, version: string, answer: Answer): Promise<AnswerOutcome> {
  const { data, error } = await serviceClient().rpc('answer_proposal', {
    token,
    choice: answer.choice,
    seen_version: version,
    signer_name: answer.choice === 'accept' ? answer.name : undefined,
    reason_given: answer.choice === 'decline' ? answer.reason : undefined,
  });
  if (error) throw new DataError('answer the proposal', error);
  return (data as AnswerOutcome | null) ?? 'gone';
}
