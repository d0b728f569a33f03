import 'server-only';
import { describeWriteError, type WriteResult } from '@/lib/data/write-result';
import { CONTACT_TEXTS } from '@/lib/messages/vocabulary';
import { serviceClient } from '@/lib/supabase/service';
import { MESSAGE_CONSTRAINT_MESSAGES, type NewMessage } from './model';

/**
 * Stores a visitor's message with the server's key, the only one that may insert (and only the
 * message's own columns): the database checks it and bounds how many arrive (per address, per
 * sender, per minute). Never cached.
 */
export async function sendMessage(message: NewMessage, senderHash: string): Promise<WriteResult> {
  const { error } = await serviceClient()
    .from('messages')
    .insert([{ ...message, sender_hash: senderHash }]);
  if (!error) return { ok: true, value: undefined };
  const refusal = describeWriteError(error, { forbidden: CONTACT_TEXTS.failed, constraints: MESSAGE_CONSTRAINT_MESSAGES, failed: 'Not stored' });
  if (refusal.reason === 'failed') console.error('[messages] storing a message failed:', error.message);
  return refusal.reason === 'failed' ? { ok: false, reason: 'failed', message: CONTACT_TEXTS.failed } : refusal;
}
