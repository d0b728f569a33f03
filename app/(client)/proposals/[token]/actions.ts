'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { validatedAction } from '@/lib/actions/define';
import { startCheckout } from '@/lib/payments/checkout';
import { payTokenSchema } from '@/lib/payments/schema';
import { isStripeConfigured } from '@/lib/payments/stripe';
import { answer } from '@/lib/proposals/answer';
import { acceptSchema, declineSchema } from '@/lib/proposals/schema';
import { proposalPath } from '@/lib/proposals/vocabulary';
import { env } from '@/lib/env';

const proposalUrl = (token: string) => `${env.siteUrl}${proposalPath(token)}`;

/**
 * The client accepts: their typed name and the version they saw, recorded once by the database.
 * When the proposal asks for a payment by Stripe, the client goes straight on to its payment
 * page; if that page cannot be made now, the proposal offers it again.
 */
export const acceptProposalAction = validatedAction(acceptSchema, async ({ token, version, name }) => {
  const result = await answer(token, version, { choice: 'accept', name });
  if (!result.ok) return result;
  const checkout = isStripeConfigured() ? await startCheckout(token, proposalUrl(token)) : null;
  if (checkout?.ok) redirect(checkout.url);
  refresh();
  return result;
}, { hidden: ['token', 'version'] });

/** The client declines, with an optional reason. */
export const declineProposalAction = validatedAction(declineSchema, async ({ token, version, reason }) => {
  const result = await answer(token, version, { choice: 'decline', reason });
  if (result.ok) refresh();
  return result;
}, { hidden: ['token', 'version'] });

/** The client (back on the proposal, or after leaving Stripe's page) pays what is due. */
export const payProposalAction = validatedAction(payTokenSchema, async ({ token }) => {
  const checkout = await startCheckout(token, proposalUrl(token));
  if (checkout.ok) redirect(checkout.url);
  refresh();
  return { ok: false, message: checkout.message };
}, { hidden: ['token'] });
