import { unstable_rethrow } from 'next/navigation';

export const UNREACHABLE = 'The site could not be reached. Please check your connection and try again.';
export const SERVER_FAILED = 'Something went wrong on the server. Please reload the page and try again.';

/**
 * The failure to show when calling a server action threw instead of answering: offline or the
 * server unreachable (fetch rejects with a TypeError), or an error thrown on the server. A
 * redirect or notFound() from the action is not a failure: it is rethrown for Next to handle.
 */
export function callFailure(error: unknown): { ok: false; message: string } {
  unstable_rethrow(error);
  console.error('[action] the call failed:', error);
  return { ok: false, message: error instanceof TypeError ? UNREACHABLE : SERVER_FAILED };
}

/** A server action's result, or a failure of the same shape when the call itself failed: never a rejection. */
export async function settleAction<R extends { ok: boolean }>(call: () => Promise<R>): Promise<R | { ok: false; message: string }> {
  try {
    return await call();
  } catch (error) {
    return callFailure(error);
  }
}
