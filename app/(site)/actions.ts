'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { validatedAction } from '@/lib/actions/define';
import { countServerEvent } from '@/lib/insights/accept';
import { sendMessage } from '@/lib/messages/send';
import { notifyOwner } from '@/lib/mail/notify';
import { CONTACT_TEXTS } from '@/lib/messages/vocabulary';
import { keyedHash, takeLimits } from '@/lib/data/throttle';
import { clientAddress, clientBucket } from '@/lib/request/client-address';
import { contactSchema } from '@/lib/messages/schema';

const MINUTE = 60_000;

/**
 * The contact form: validated (the same rules as in the browser), throttled per address and
 * per client, stored with the server's key (the public key cannot insert), and only then
 * thanked. A filled-in honeypot gets the same thanks and stores nothing. The owner may also
 * get an e-mail, after the answer is sent.
 */
export const sendMessageAction = validatedAction(contactSchema, async ({ website, ...message }) => {
  const sent = { ok: true as const, message: CONTACT_TEXTS.sentTitle };
  if (website) return sent;

  // Per client first: one client's messages count against its own limits long before the
  // database's cap for everyone.
  const requestHeaders = await headers();
  const client = clientAddress(requestHeaders);
  const check = await takeLimits([
    { action: 'message', kind: 'email', value: message.email, max: 3, windowMs: 60 * MINUTE },
    { action: 'message', kind: 'client', value: client, max: 5, windowMs: 10 * MINUTE },
  ]);
  if (!check.ok) return { ok: false, message: 'isUnavailable' in check ? CONTACT_TEXTS.failed : CONTACT_TEXTS.throttled };

  // What the database's per-sender limit counts: the client, hashed the same way on every instance.
  const result = await sendMessage(message, keyedHash(clientBucket(client)));
  if (!result.ok) return { ok: false, message: result.message };

  after(() => notifyOwner(message));
  // Counted for Insights after the answer too, so a slow count never delays the visitor.
  after(() => countServerEvent('message', '/', requestHeaders));
  return sent;
});
