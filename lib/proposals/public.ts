import 'server-only';
import { cache } from 'react';
import { DataError } from '@/lib/data/write-result';
import { isShareToken } from '@/lib/share-links/token';
import { createPublicClient } from '@/lib/supabase/public';
import { serviceClient } from '@/lib/supabase/service';
import { toPublicProposal, type StoredDocument } from './document';
import type { PublicProposal } from './model';

// What a proposal's address opens. The public key reaches a proposal only through the database
// function open_proposal, which checks the token's hash, revocation and validity and counts the
// open in the same call. Never cached: each request is one open.

/** The proposal the token opens, its private case studies' images signed; null for any refusal. Throws on failure. */
export const openProposal = cache(async (token: string): Promise<PublicProposal | null> => {
  if (!isShareToken(token)) return null;
  const { data, error } = await createPublicClient().rpc('open_proposal', { token });
  if (error) throw new DataError('open the proposal', error);
  return data ? toPublicProposal(data as unknown as StoredDocument) : null;
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
