import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/slug';
import { isHttpUrl } from '@/lib/utils';
import { controlCharactersRule, hasControlCharacters } from './text';

// The field shapes every admin form is made of, so the same rule reads the same everywhere.

/** Where a text field's value may break lines: a textarea (the default) or a single-line input. */
type TextShape = { singleLine?: boolean };

/** Text as typed: line breaks as LF (browsers post a textarea's as CRLF), trimmed, no control characters. */
const typedText = (label: string, { singleLine = false }: TextShape) =>
  z
    .string({ error: `${label} is required` })
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .refine((value) => !hasControlCharacters(value, { multiline: !singleLine }), controlCharactersRule(label));

/** Required text: trimmed, 1 to `max` characters. */
export const requiredText = (label: string, max: number, shape: TextShape = {}) =>
  typedText(label, shape)
    .pipe(z.string().min(1, `${label} is required`).max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`));

/** Optional text: trimmed, at most `max` characters; '' when left empty. */
export const optionalText = (label: string, max: number, shape: TextShape = {}) =>
  typedText(label, shape)
    .pipe(z.string().max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`))
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

/** A checkbox: posts "on" when ticked and nothing otherwise (typed calls may send a boolean). */
export const checkbox = () =>
  z
    .union([z.literal('on'), z.literal('true'), z.boolean()])
    .optional()
    .transform((value) => value === 'on' || value === 'true' || value === true);

/** A month as an <input type="month"> posts it ("2024-03"), stored as its first day; null when empty. */
export const optionalMonth = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^(19|20)\d\d-(0[1-9]|1[0-2])$/.test(value), `${label} must be a month, e.g. 2024-03`)
    .transform((value) => (value ? `${value}-01` : null));

/** An optional text that is empty or stays within its limit; null when empty. */
export const optionalLabel = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .optional()
    .transform((value) => value || null);

/** One of the owner's projects by id, or none (an empty choice); null when none. */
export const optionalProjectId = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || z.uuid().safeParse(value).success, 'Choose one of your projects, or none');

/** Empty (null): the database makes one from the title. Typed capitals are lowered, nothing else is changed. */
export const optionalSlug = (max: number, rule: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(max, `Slug must be at most ${max} characters`)
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || SLUG_PATTERN.test(value), rule);

/** "React, Next.js ,, " → ["React", "Next.js"]: split on commas (and new lines), trimmed, empties dropped. */
export function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

const splitLines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A list typed into one field, one item a line (or comma-separated), blanks skipped: at most
 * `count` items of at most `max` characters each. `item` and `items` name one and several in the
 * messages: 'Each highlight must be at most 200 characters'.
 */
export const itemList = ({ label, item, items, count, max, by }: { label: string; item: string; items: string; count: number; max: number; by: 'line' | 'comma' }) =>
  z
    .string()
    .max(count * (max + 2), `${label} is too long`)
    .optional()
    .transform((value) => (by === 'line' ? splitLines : splitList)(value ?? ''))
    .pipe(
      z
        .array(z.string().max(max, `Each ${item} must be at most ${max} characters`))
        .max(count, `At most ${count} ${items}${by === 'line' ? ', one per line' : ''}`),
    );
