import 'server-only';
import { after } from 'next/server';
import { mailOwner } from '@/lib/mail/notify';
import { takeRequestLimits } from '@/lib/data/throttle';
import { MINUTE } from '@/lib/time';
import { answerProposal, type Answer } from './public';
import { PROPOSAL_TEXTS } from './vocabulary';

// The client's answer, from the proposal's page: throttled per trusted client address in
// Postgres, recorded once by the database, then the owner is told by mail (after the answer).

export async function answer(token: string, version: string, given: Answer): Promise<{ ok: boolean; message: string }> {
  const throttle = await takeRequestLimits((client) => [{ action: 'proposal-answer', kind: 'client', value: client, max: 10, windowMs: 10 * MINUTE }], { throttled: PROPOSAL_TEXTS.throttled, unavailable: PROPOSAL_TEXTS.failed });
  if (!throttle.ok) return throttle;
  let outcome;
  try {
    outcome = await answerProposal(token, version, given);
  } catch (error) {
    console.error('[proposals]', error instanceof Error ? error.message : error);
    return { ok: false, message: PROPOSAL_TEXTS.failed };
  }
  if (outcome === 'answered') return { ok: false, message: PROPOSAL_TEXTS.answered };
  if (outcome === 'changed') return { ok: false, message: PROPOSAL_TEXTS.changed };
  if (outcome === 'superseded') return { ok: false, message: PROPOSAL_TEXTS.superseded };
  if (outcome === 'gone') return { ok: false, message: PROPOSAL_TEXTS.gone };
  const text = given.choice === 'accept' ? `A proposal was accepted by ${given.name}.` : `A proposal was declined.${given.reason ? `\n\nTheir reason: ${given.reason}` : ''}`;
  after(() => mailOwner({ subject: `Proposal ${outcome}`, text: `${text}\n\nSee it in /admin/proposals.` }));
  return { ok: true, message: outcome === 'accepted' ? PROPOSAL_TEXTS.accepted : PROPOSAL_TEXTS.declined };
}
