import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { z } from 'zod';
import { requireOwner, type Viewer } from '@/lib/auth/session';
import type { WriteResult } from '@/lib/data/write-result';
import type { ActionResult, FormState } from './result';

// Every server action is built here, so each one runs the same steps in the same order:
// auth (session + owner) → parse → write → revalidate → one ActionResult. Row-level security
// refuses a non-owner's writes too; the owner check only makes the refusal readable.

export const INVALID_FORM = 'Please fix the highlighted fields.';

export type Owner = { db: Db; user: Viewer };
/** A zod object schema, classic or mini (the contact form's validator also runs in the browser). */
type ObjectSchema = z.core.$ZodObject;
type FieldOf<S extends ObjectSchema> = Extract<keyof z.input<S>, string>;
type Message<T, I> = string | ((value: T, input: I) => string);

/** What a form handler answers; the wrapper adds the echoed values to a failure. */
export type Outcome<F extends string = string> =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: Partial<Record<F, string[]>> };

type Failure<F extends string> = Extract<Outcome<F>, { ok: false }>;

type FormOptions<S extends ObjectSchema> = {
  /** Never echoed back (passwords). */
  secret?: readonly FieldOf<S>[];
  /** Hidden inputs (ids): a problem with one is the form's message, not a field error. */
  hidden?: readonly FieldOf<S>[];
};

/** FormData → the schema's fields as strings (absent fields stay undefined). */
function readForm<S extends ObjectSchema>(schema: S, formData: FormData): Record<string, string | undefined> {
  const raw: Record<string, string | undefined> = {};
  for (const field of Object.keys(schema._zod.def.shape)) {
    const value = formData.get(field);
    raw[field] = typeof value === 'string' ? value : undefined;
  }
  return raw;
}

function echo<S extends ObjectSchema>(raw: Record<string, string | undefined>, { secret = [] }: FormOptions<S>) {
  const values: Partial<Record<FieldOf<S>, string>> = {};
  for (const [field, value] of Object.entries(raw)) {
    if (value !== undefined && !secret.includes(field as FieldOf<S>)) values[field as FieldOf<S>] = value;
  }
  return values;
}

function invalid<S extends ObjectSchema>(error: z.ZodError, { hidden = [] }: FormOptions<S>): Failure<FieldOf<S>> {
  const hiddenIssue = error.issues.find((issue) => hidden.includes(issue.path[0] as FieldOf<S>));
  if (hiddenIssue) return { ok: false, message: hiddenIssue.message };
  return { ok: false, message: INVALID_FORM, fieldErrors: z.flattenError(error).fieldErrors as Partial<Record<FieldOf<S>, string[]>> };
}

const resolve = <T, I>(message: Message<T, I>, value: T, input: I) => (typeof message === 'function' ? message(value, input) : message);

/**
 * A form's action with no session step (sign-in, sign-up): parse → `handler` → result.
 * The handler may redirect (it throws on purpose, so nothing here catches).
 */
export function validatedAction<S extends ObjectSchema>(
  schema: S,
  handler: (input: z.output<S>) => Promise<Outcome<FieldOf<S>>>,
  options: FormOptions<S> = {},
) {
  return async (_previous: FormState<FieldOf<S>>, formData: FormData): Promise<ActionResult<FieldOf<S>>> => {
    const raw = readForm(schema, formData);
    const values = echo(raw, options);
    const parsed = z.safeParse(schema, raw);
    const outcome = parsed.success ? await handler(parsed.data) : invalid(parsed.error, options);
    if (outcome.ok) return outcome;
    return { ...outcome, values };
  };
}

type OwnerWrite<I, T> = {
  /** What a signed-in account that is not an owner is told, in the words of the area. */
  forbidden: string;
  write: (input: I, owner: Owner) => Promise<WriteResult<T>>;
  /** After a successful write only; `value` is what the write returned. */
  revalidate: (value: T, input: I) => void;
  success: Message<T, I>;
};

/** An owner-only form action: session + owner → parse → write → revalidate → result. */
export function ownerFormAction<S extends ObjectSchema, T>(config: { schema: S } & OwnerWrite<z.output<S>, T> & FormOptions<S>) {
  return async (_previous: FormState<FieldOf<S>>, formData: FormData): Promise<ActionResult<FieldOf<S>>> => {
    const raw = readForm(config.schema, formData);
    const values = echo(raw, config);
    const owner = await requireOwner();
    if (!owner.ok) return { ok: false, message: owner.reason === 'forbidden' ? config.forbidden : owner.message, values };
    const parsed = z.safeParse(config.schema, raw);
    if (!parsed.success) return { ...invalid(parsed.error, config), values };
    const result = await config.write(parsed.data, owner);
    if (!result.ok) return { ok: false, message: result.message, values };
    config.revalidate(result.value, parsed.data);
    return { ok: true, message: resolve(config.success, result.value, parsed.data) };
  };
}

/**
 * An owner-only action called with typed arguments (delete, move): the arguments are
 * validated all the same, since anyone can post anything to an action.
 */
export function ownerAction<S extends z.ZodType, T>(
  config: {
    schema: S;
    /** The answer to arguments that do not parse. */
    invalid: string;
    /** Replaces the write's own message on failure (which is then only logged). */
    failure?: string;
  } & OwnerWrite<z.output<S>, T>,
) {
  return async (args: z.input<S>): Promise<ActionResult> => {
    const owner = await requireOwner();
    if (!owner.ok) return { ok: false, message: owner.reason === 'forbidden' ? config.forbidden : owner.message };
    const parsed = config.schema.safeParse(args);
    if (!parsed.success) return { ok: false, message: config.invalid };
    const result = await config.write(parsed.data, owner);
    if (!result.ok) {
      if (!config.failure) return { ok: false, message: result.message };
      console.error(`[action] refused: ${result.message}`);
      return { ok: false, message: config.failure };
    }
    config.revalidate(result.value, parsed.data);
    return { ok: true, message: resolve(config.success, result.value, parsed.data) };
  };
}
