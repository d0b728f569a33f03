import { z } from 'zod';
import { BEACON_EVENTS, INSIGHT_LIMITS, SCREEN_CLASSES } from '@/lib/insights/vocabulary';
import { HOST, plainName } from '@/lib/validation/source';

// What the beacon may send: a page's path, and either the page view's context (the referrer's
// host, the UTM source, the screen class; null when there is none) or an event. Anything else is a 400.

/** Public pages only: not the admin area, sign-in pages or the API. */
const PRIVATE_PATH = /^\/(?:admin|auth|api)(?:\/|$)/;

export const hitPath = z
  .string()
  .max(INSIGHT_LIMITS.pathLength)
  .regex(/^\/[A-Za-z0-9\-._~%/!$&'()*+,;=:@]*$/, 'path must be a site path without query or fragment')
  // Which page it is, under which spelling, and without a share link's token: lib/insights/pages.ts.
  .refine((path) => !PRIVATE_PATH.test(path), 'only public pages are counted');

export const hitSchema = z.strictObject({
  path: hitPath,
  // The referrer's host as the beacon reads it from document.referrer: a name or an IPv6
  // address, with a port; empty (a file, a stripped referrer) is none.
  ref: z
    .string()
    .max(INSIGHT_LIMITS.hostLength)
    .regex(HOST, 'ref must be a host name')
    .transform((host) => host.toLowerCase() || null)
    .nullish(),
  // A campaign's name, not free text: a source carrying an address or an id is dropped (the
  // visit still counts), so nothing that names a person is stored.
  utm: z
    .string()
    .max(INSIGHT_LIMITS.utmRawLength)
    .transform(plainName)
    .nullish(),
  screen: z.enum(SCREEN_CLASSES).optional(),
  event: z.enum(BEACON_EVENTS).optional(),
});

export type Hit = z.infer<typeof hitSchema>;

/** The CSV export's and the section's period. */
export const rangeSchema = z.coerce.number().pipe(z.union([z.literal(7), z.literal(30), z.literal(90)])).catch(30);
