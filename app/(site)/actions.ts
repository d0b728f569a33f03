'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { validatedAction } from '@/lib/actions/define';
import { env } from '@/lib/env';
import { countServerEvent } from '@/lib/insights/accept';
import { toEnquiry } from '@/lib/messages/enquiry';
import { listEnquiryServices } from '@/lib/messages/services';
import { sendMessage } from '@/lib/messages/send';
import { notifyOwner } from '@/lib/mail/notify';
import { CONTACT_TEXTS } from '@/lib/messages/vocabulary';
import { getPublicProfile } from '@/lib/profile/public';
import { keyedHash, takeRequestLimits } from '@/lib/data/throttle';
import { clientBucket } from '@/lib/request/client-address';
import { MINUTE } from '@/lib/time';
import { CHOICE_FIELDS, contactSchema } from '@/lib/messages/schema';

const siteHost = new URL(env.siteUrl).host;

/**
 * The contact form: validated (the same rules as in the browser), throttled per address and
 * per client, stored with the server's key (the public key cannot insert), and only then
 * thanked. A filled-in honeypot gets the same thanks and stores nothing. The owner may also
 * get an e-mail, after the answer is sent. A choice outside the lists (or a service no longer
 * offered) is the form's message: the lists' own fields never show an error.
 */
export const sendMessageAction = validatedAction(
  contactSchema,
  async ({ website, name, email, message, ...choices }) => {
    const sent = { ok: true as const, message: CONTACT_TEXTS.sentTitle };
    if (website) return sent;

    // Before the limits: a list that changed since the page was built costs the visitor nothing.
    const [services, profile] = await Promise.all([choices.service ? listEnquiryServices() : [], choices.budget ? getPublicProfile() : null]);
    const enquiry = toEnquiry(choices, { services, currency: profile?.currency ?? null, siteHost });
    if (!enquiry.ok) return { ok: false, message: enquiry.message };

    // Per client first: one client's messages count against its own limits long before the
    // database's cap for everyone.
    const throttle = await takeRequestLimits(
      (client) => [
        { action: 'message', kind: 'email', value: email, max: 3, windowMs: 60 * MINUTE },
        { action: 'message', kind: 'client', value: client, max: 5, windowMs: 10 * MINUTE },
      ],
      { throttled: CONTACT_TEXTS.throttled, unavailable: CONTACT_TEXTS.failed },
    );
    if (!throttle.ok) return throttle;

    // What the database's per-sender limit counts: the client, hashed the same way on every instance.
    const lead = { name, email, message, ...enquiry.enquiry };
    const result = await sendMessage(lead, keyedHash(clientBucket(throttle.client)));
    if (!result.ok) return { ok: false, message: result.message };

    after(() => notifyOwner(lead));
    // Counted for Insights after the answer too, so a slow count never delays the visitor.
    const requestHeaders = await headers();
    after(() => countServerEvent('message', '/', requestHeaders));
    return sent;
  },
  { hidden: CHOICE_FIELDS },
);
