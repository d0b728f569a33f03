'use server';

import { refresh } from 'next/cache';
import { validatedAction } from '@/lib/actions/define';
import { answer } from '@/lib/proposals/answer';
import { acceptSchema, declineSchema } from '@/lib/proposals/schema';

/** The client accepts: their typed name and the version they saw, recorded once by the database. */
export const acceptProposalAction = validatedAction(acceptSchema, async ({ token, version, name }) => {
  const result = await answer(token, version, { choice: 'accept', name });
  if (result.ok) refresh();
  return result;
}, { hidden: ['token', 'version'] });

/** The client declines, with an optional reason. */
export const declineProposalAction = validatedAction(declineSchema, async ({ token, version, reason }) => {
  const result = await answer(token, version, { choice: 'decline', reason });
  if (result.ok) refresh();
  return result;
}, { hidden: ['token', 'version'] });
