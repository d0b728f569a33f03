import 'server-only';
import { describeWriteError, type WriteResult } from '@/lib/data/write-result';
import { CONTACT_TEXTS } from '@/lib/messages/vocabulary';
import { createPublicClient } from '@/lib/supabase/public';
import { MESSAGE_CONSTRAINT_MESSAGES, type NewMessage } from './model';

/**
 * Stores a visitor's message, as any visitor could through the API: the database checks it and
 * bounds how many arrive (per address, per sender, per minute). Never cached.
 */
export async function sendMessage(message: NewMessage, senderHash: string): Promise<WriteResult> {
  const { error } = await createPublicClient()
    .from('messages')
    .insert([{ ...message, sender_hash: senderHash }]);
  if (!error) return { ok: true, value: undefined };
  const refusal = describeWriteError(error, { forbidden: CONTACT_TEXTS.failed, constraints: MESSAGE_CONSTRAINT_MESSAGES, failed: 'Not stored' });
  if (refusal.reason === 'failed') console.error('[messages] storing a message failed:', error.message);
  return refusal.reason === 'failed' ? { ok: false, reason: 'failed', message: CONTACT_TEXTS.failed } : refusal;
}
