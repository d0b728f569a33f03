import 'server-only';
import { describeWriteError, type WriteResult } from '@/lib/data/write-result';
import { CONTACT_TEXTS, OTHER_SERVICE } from '@/lib/messages/vocabulary';
import { serviceClient } from '@/lib/supabase/service';
import type { TablesInsert } from '@/lib/supabase/database.types';
import { MESSAGE_CONSTRAINT_MESSAGES, type NewMessage } from './model';

/** The row of a visitor's message: what they wrote, chose and came from, nothing of the pipeline. */
const toRow = ({ service, budget, timeline, source, ...message }: NewMessage, senderHash: string): TablesInsert<'messages'> => ({
  ...message,
  sender_hash: senderHash,
  service: service?.key ?? null,
  service_name: service && service.key !== OTHER_SERVICE ? service.name : null,
  budget: budget?.key ?? null,
  budget_currency: budget?.currency ?? null,
  timeline: timeline ?? null,
  referrer_host: source?.referrer ?? null,
  utm_source: source?.utmSource ?? null,
  utm_medium: source?.utmMedium ?? null,
  utm_campaign: source?.utmCampaign ?? null,
});

/**
 * Stores a visitor's message with the server's key, the only one that may insert (and only the
 * message's own columns): the database checks it and bounds how many arrive (per address, per
 * sender, per minute). Never cached.
 */
export async function sendMessage(message: NewMessage, senderHash: string): Promise<WriteResult> {
  const { error } = await serviceClient()
    .from('messages')
    .insert([toRow(message, senderHash)]);
  if (!error) return { ok: true, value: undefined };
  const refusal = describeWriteError(error, { forbidden: CONTACT_TEXTS.failed, constraints: MESSAGE_CONSTRAINT_MESSAGES, failed: 'Not stored' });
  if (refusal.reason === 'failed') console.error('[messages] storing a message failed:', error.message);
  return refusal.reason === 'failed' ? { ok: false, reason: 'failed', message: CONTACT_TEXTS.failed } : refusal;
}
