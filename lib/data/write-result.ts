import 'server-only';

export type DbError = { code?: string; message: string };

/** An unexpected failure of the backend (down, misconfigured, bug): reads throw it. */
export class DataError extends Error {
  constructor(
    action: string,
    readonly cause: DbError,
  ) {
    super(`Could not ${action}: ${cause.message}`);
    this.name = 'DataError';
  }
}

/** `field`: the form field an invalid write is about ('lines.2.quantity'), when there is one. */
export type WriteFailure = { ok: false; reason: 'forbidden' | 'not_found' | 'invalid' | 'failed'; message: string; field?: string };

/** What every write returns: the written value, or why not in words the owner can act on. */
export type WriteResult<T = undefined> = { ok: true; value: T } | WriteFailure;

type RefusalMessages = {
  /** Row-level security refused the write. */
  forbidden: string;
  /** Named CHECK or UNIQUE constraint (supabase/migrations) → what to fix. */
  constraints: Record<string, string>;
  /** Prefix for anything else, e.g. "The project could not be saved". */
  failed: string;
};

/** Turns a database refusal into a message for the owner; never a stack trace. */
export function describeWriteError(error: DbError, messages: RefusalMessages): WriteFailure {
  if (error.code === '42501') return { ok: false, reason: 'forbidden', message: messages.forbidden };
  const constraint = /violates (?:check|unique|foreign key) constraint "([a-z_]+)"/.exec(error.message)?.[1];
  if (constraint && messages.constraints[constraint]) {
    return { ok: false, reason: 'invalid', message: messages.constraints[constraint] };
  }
  if (error.code === '23502') return { ok: false, reason: 'invalid', message: 'A required field is missing' };
  return { ok: false, reason: 'failed', message: `${messages.failed}: ${error.message.replace(/^error:\s*/i, '')}` };
}
