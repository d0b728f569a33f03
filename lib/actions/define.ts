import 'server-only';
import { redirect } from 'next/navigation';
import type { Db } from '@/lib/supabase/db';
import { z } from 'zod';
import { getSession, requireOwner, type Session, type Viewer } from '@/lib/auth/session';
import type { WriteResult } from '@/lib/data/write-result';
import type { ActionFailure, ActionResult, FormState, ReadResult } from './result';

// Every server action is built here, so each one runs the same steps in the same order:
// auth (session + owner) → parse → write or read → revalidate → one result. Row-level security
// refuses a non-owner's writes too; the owner check only makes the refusal readable.

export const INVALID_FORM = 'Please fix the highlighted fields.';

export type Owner = { db: Db; user: Viewer };
/** A zod object schema, classic or mini (the contact form's validator also runs in the browser). */
type ObjectSchema = z.core.$ZodObject;
type FieldOf<S extends z.core.$ZodType> = Extract<keyof z.input<S>, string>;
type Message<T, I> = string | ((value: T, input: I) => string);
/** What a success answers besides its message: the fields the page needs. */
type Answer = Record<string, unknown>;

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

/**
 * Each problem under its field: a field of a list row by its place ('lines.2.quantity'), so a
 * form of rows can show it there. Problems of the whole input have no field.
 */
function fieldErrorsOf<F extends string>(error: z.ZodError): Partial<Record<F, string[]>> {
  const errors: Partial<Record<string, string[]>> = {};
  for (const issue of error.issues) if (issue.path.length) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors as Partial<Record<F, string[]>>;
}

/** A form's answer to fields that do not parse: the errors under their fields, or a hidden field's problem. */
function invalid<F extends string>(error: z.ZodError, hidden: readonly string[] = []): Failure<F> {
  const hiddenIssue = error.issues.find((issue) => hidden.includes(issue.path[0] as string));
  if (hiddenIssue) return { ok: false, message: hiddenIssue.message };
  return { ok: false, message: INVALID_FORM, fieldErrors: fieldErrorsOf<F>(error) };
}

/** A read's answer to input that does not parse: its first problem, shown where the answer would be, and any field errors. */
function firstProblem(error: z.ZodError): ActionFailure {
  const fieldErrors = fieldErrorsOf(error);
  const message = error.issues[0]!.message;
  return Object.keys(fieldErrors).length ? { ok: false, message, fieldErrors } : { ok: false, message };
}

/** The owner behind the session, or the refusal: signed out, or `forbidden` in the words of the area. */
async function ownerOrRefusal(forbidden: string): Promise<({ ok: true } & Owner) | { ok: false; message: string }> {
  const owner = await requireOwner();
  if (owner.ok) return owner;
  return { ok: false, message: owner.reason === 'forbidden' ? forbidden : owner.message };
}

const resolve = <T, I>(message: Message<T, I>, value: T, input: I) => (typeof message === 'function' ? message(value, input) : message);

/**
 * A form's action with no session step (sign-in, sign-up): parse → `handler` → result.
 * The handler may redirect (it throws on purpose, so nothing here catches).
 */
export function validatedAction<S extends ObjectSchema, Extra extends string = never>(
  schema: S,
  /** `formData` holds what the schema does not read (an uploaded file, one of the `Extra` fields). */
  handler: (input: z.output<S>, formData: FormData) => Promise<Outcome<FieldOf<S> | Extra>>,
  options: FormOptions<S> = {},
) {
  return async (_previous: FormState<FieldOf<S> | Extra>, formData: FormData): Promise<ActionResult<FieldOf<S> | Extra>> => {
    const raw = readForm(schema, formData);
    const values = echo(raw, options);
    const parsed = z.safeParse(schema, raw);
    const outcome = parsed.success ? await handler(parsed.data, formData) : invalid<FieldOf<S> | Extra>(parsed.error, options.hidden);
    if (outcome.ok) return outcome;
    // The extra fields (files) are never echoed: only the schema's text fields are in `values`.
    return { ...outcome, values: values as Partial<Record<FieldOf<S> | Extra, string>> };
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
    const owner = await ownerOrRefusal(config.forbidden);
    if (!owner.ok) return { ...owner, values };
    const parsed = z.safeParse(config.schema, raw);
    if (!parsed.success) return { ...invalid<FieldOf<S>>(parsed.error, config.hidden), values };
    const result = await config.write(parsed.data, owner);
    if (!result.ok) return { ok: false, message: result.message, values };
    config.revalidate(result.value, parsed.data);
    return { ok: true, message: resolve(config.success, result.value, parsed.data) };
  };
}

/** How a typed call answers arguments that do not parse. */
type BadArguments<S extends z.ZodType> =
  /** One message, whatever the problem: a button's call (delete, move). */
  | { invalid: string; fields?: never }
  /** The arguments are a form's fields, sent typed because the page needs a value back: field errors, as a form gets them. */
  | { invalid?: never; fields: { hidden?: readonly FieldOf<S>[] } };

/**
 * An owner-only action called with typed arguments (delete, move, a new share link): the
 * arguments are validated all the same, since anyone can post anything to an action.
 * `answer` adds to a success what the page needs from the write (a new link's address).
 */
export function ownerAction<S extends z.ZodType, T, A extends Answer = Record<never, never>>(
  config: {
    schema: S;
    /** Replaces the write's own message on failure (which is then only logged). */
    failure?: string;
    answer?: (value: T, input: z.output<S>) => A;
  } & BadArguments<S> &
    OwnerWrite<z.output<S>, T>,
) {
  return async (args: z.input<S>): Promise<ActionResult<string, A>> => {
    const owner = await ownerOrRefusal(config.forbidden);
    if (!owner.ok) return owner;
    const parsed = config.schema.safeParse(args);
    if (!parsed.success) return config.invalid === undefined ? invalid(parsed.error, config.fields?.hidden) : { ok: false, message: config.invalid };
    const result = await config.write(parsed.data, owner);
    if (!result.ok) {
      if (result.field) return { ok: false, message: INVALID_FORM, fieldErrors: { [result.field]: [result.message] } };
      if (!config.failure) return { ok: false, message: result.message };
      console.error(`[action] refused: ${result.message}`);
      return { ok: false, message: config.failure };
    }
    config.revalidate(result.value, parsed.data);
    const answer = config.answer ? config.answer(result.value, parsed.data) : ({} as A);
    return { ...answer, ok: true, message: resolve(config.success, result.value, parsed.data) };
  };
}

/**
 * An owner-only action that makes a one-time address (a share link, a testimonial request, a
 * proposal) from a form's fields sent typed: field errors as a form gets them, and a success
 * answers the full address (null when the save made none), the only time it is ever shown (the
 * database keeps the token's hash only), with whatever else `answer` adds.
 */
export function ownerAddressAction<S extends z.ZodType, T extends { url: string | null }, A extends Answer = Record<never, never>>(
  config: { schema: S; hidden?: readonly FieldOf<S>[]; answer?: (value: T, input: z.output<S>) => A } & OwnerWrite<z.output<S>, T>,
) {
  const { hidden = [], answer, ...write } = config;
  return ownerAction({ ...write, fields: { hidden }, answer: (value: T, input: z.output<S>): A & Pick<T, 'url'> => ({ ...(answer ? answer(value, input) : ({} as A)), url: value.url }) });
}

/**
 * An owner-only action that revokes an address (a share link, a testimonial request, a proposal)
 * by its id, in the words of its area: `forbidden` for another account, `notFound` for an id that
 * names none, `revoked` when done.
 */
export function ownerRevokeAction<S extends z.ZodType, T>(config: {
  schema: S;
  texts: { forbidden: string; notFound: string; revoked: string };
  write: (id: z.output<S>, owner: Owner) => Promise<WriteResult<T>>;
  revalidate: (value: T) => void;
}) {
  const { texts, ...write } = config;
  return ownerAction({ ...write, forbidden: texts.forbidden, invalid: texts.notFound, success: texts.revoked });
}

/**
 * An owner-only read called with typed arguments (a Markdown preview): session + owner → parse
 * → `read` → its answer. It writes nothing, so nothing is revalidated.
 */
export function ownerReadAction<S extends z.ZodType, A extends Answer>(config: {
  schema: S;
  /** What a signed-in account that is not an owner is told, in the words of the area. */
  forbidden: string;
  read: (input: z.output<S>, owner: Owner) => A | Promise<A>;
}) {
  return async (args: z.input<S>): Promise<ReadResult<A>> => {
    const owner = await ownerOrRefusal(config.forbidden);
    if (!owner.ok) return owner;
    const parsed = config.schema.safeParse(args);
    if (!parsed.success) return firstProblem(parsed.error);
    return { ...(await config.read(parsed.data, owner)), ok: true };
  };
}

/**
 * An action on the caller's own session, whoever calls (sign-out: a signed-out caller is
 * fine): session → `write` → redirect to `redirectTo`. It takes no input, whatever a form
 * posts, so there is nothing to parse; no cached page depends on a session, so nothing is
 * revalidated. The write handles its own failures: the redirect always follows.
 */
export function sessionAction(config: { write: (session: Session) => Promise<void>; redirectTo: string }) {
  return async (): Promise<never> => {
    await config.write(await getSession());
    redirect(config.redirectTo);
  };
}
