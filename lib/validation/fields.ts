import { z } from 'zod';
import { isHttpUrl } from '@/lib/utils';

// The field shapes every admin form is made of, so the same rule reads the same everywhere.

/** Required text: trimmed, 1 to `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    // Browsers post a textarea's line breaks as CRLF; store them as typed.
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

/** Optional text: trimmed, at most `max` characters; '' when left empty. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .optional()
    .transform((value) => value ?? '');

export const HTTP_RULE = 'a valid http(s) URL, e.g. https://example.com';

/** An optional http(s) link; null when left empty. */
export const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isHttpUrl(value), `${label} must be ${HTTP_RULE}`);
