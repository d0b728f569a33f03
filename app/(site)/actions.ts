'use server';

import { createHmac, randomBytes } from 'node:crypto';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { validatedAction } from '@/lib/actions/define';
import { sendMessage } from '@/lib/data/messages/send';
import { notifyOwner } from '@/lib/mail/notify';
import { CONTACT_TEXTS } from '@/lib/messages/vocabulary';
import { checkLimits, clientIp, recordHit } from '@/lib/rate-limit';
import { contactSchema } from '@/lib/validation/contact';

// The key of the sender hashes: the address itself is never stored. Per process unless given,
// which is enough for the database's one-hour limit per sender.
const senderKey = process.env.CONTACT_SENDER_KEY || randomBytes(32).toString('hex');

const MINUTE = 60_000;

/**
 * The contact form: validated (the same rules as in the browser), throttled per address and
 * per client, stored, and only then thanked. A filled-in honeypot gets the same thanks and
 * stores nothing. The owner may also get an e-mail, after the answer is sent.
 */
export const sendMessageAction = validatedAction(contactSchema, async ({ website, ...message }) => {
  const sent = { ok: true as const, message: CONTACT_TEXTS.sentTitle };
  if (website) return sent;

  const ip = clientIp(await headers());
  const limits = [
    { key: `message:email:${message.email.toLowerCase()}`, max: 3, windowMs: 60 * MINUTE },
    { key: `message:ip:${ip}`, max: 5, windowMs: 10 * MINUTE },
  ];
  if (!(await checkLimits(limits)).ok) return { ok: false, message: CONTACT_TEXTS.throttled };
  await recordHit(limits);

  const senderHash = createHmac('sha256', senderKey).update(ip).digest('hex').slice(0, 32);
  const result = await sendMessage(message, senderHash);
  if (!result.ok) return { ok: false, message: result.message };

  after(() => notifyOwner(message));
  return sent;
});
