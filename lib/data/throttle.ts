import 'server-only';
import { createHmac } from 'node:crypto';
import { headers } from 'next/headers';
import { clientAddress, clientBucket } from '@/lib/request/client-address';
import { secretKey, serviceClient } from '@/lib/supabase/service';
import { MINUTE } from '@/lib/time';

// Sliding-window limits for the forms strangers can post (sign-in, sign-up, password reset, the
// contact form). The counters are rows in Postgres behind public.throttle(), which only the
// server's secret key may call, so every instance of the app counts the same hits. Keys hold a
// keyed hash of the address or e-mail, never the value itself.

/** A limit on one thing (an e-mail address, a client): `max` hits in `windowMs`. */
export type Limit = { action: string; kind: 'email' | 'client'; value: string; max: number; windowMs: number };

/** Over a limit (retry later), or the throttle could not be reached: the form then refuses too. */
export type LimitCheck = { ok: true } | { ok: false; retryAfterMs: number } | { ok: false; isUnavailable: true };

type Mode = 'check' | 'take' | 'record';

/** Where the hits are counted: Postgres, or a stand-in in unit tests. */
export type ThrottleStore = (keys: string[], maxes: number[], windowsMs: number[], mode: Mode) => Promise<number>;

const postgresStore: ThrottleStore = async (keys, maxes, windowsMs, mode) => {
  const { data, error } = await serviceClient().rpc('throttle', { keys, maxes, windows_ms: windowsMs, mode });
  if (error) throw new Error(`The throttle could not be reached: ${error.message}`);
  return data;
};

let store: ThrottleStore = postgresStore;

/** Tests only: count somewhere else. */
export function setThrottleStore(next: ThrottleStore | null) {
  store = next ?? postgresStore;
}

let hashKey: Buffer | undefined;

/**
 * A keyed hash (HMAC-SHA256, 128 bits in hex) of an address or e-mail. The key is derived from
 * the server's secret key, which every instance shares, so every instance agrees on a hash and
 * nobody without the secret can tell which address it stands for.
 */
export function keyedHash(value: string): string {
  hashKey ??= createHmac('sha256', secretKey()).update('portfolio client hash v1').digest();
  return createHmac('sha256', hashKey).update(value).digest('hex').slice(0, 32);
}

/** The stored key of a limit: the action and kind in clear, the value hashed. */
export function limitKey({ action, kind, value }: Pick<Limit, 'action' | 'kind' | 'value'>): string {
  const canonical = kind === 'email' ? value.trim().toLowerCase() : clientBucket(value);
  return `${action}:${kind}:${keyedHash(canonical)}`;
}

async function run(limits: readonly Limit[], mode: Mode): Promise<LimitCheck> {
  try {
    const retryAfterMs = await store(
      limits.map(limitKey),
      limits.map((limit) => limit.max),
      limits.map((limit) => limit.windowMs),
      mode,
    );
    return retryAfterMs > 0 ? { ok: false, retryAfterMs } : { ok: true };
  } catch (error) {
    // Fail closed: without its counters a form cannot tell a flood from a visitor.
    console.error('[throttle]', error instanceof Error ? error.message : error);
    return { ok: false, isUnavailable: true };
  }
}

/** Whether one more hit fits under every limit; if not, how long until it does. */
export const checkLimits = (limits: readonly Limit[]) => run(limits, 'check');

/** Counts a hit under every limit if each has room, in one step; otherwise counts nothing. */
export const takeLimits = (limits: readonly Limit[]) => run(limits, 'take');

/** Counts a hit under every limit that still has room (a refused sign-in). */
export async function recordHit(limits: readonly Limit[]): Promise<void> {
  await run(limits, 'record');
}

/**
 * What a form a stranger posts does first: counts one hit under `limits` of the client that sent
 * this request (the address lib/request/client-address.ts trusts) and of whatever else they
 * name. The client's address when the form may go on; otherwise what to answer, over a limit
 * (`throttled`) or when the throttle could not be reached (`unavailable`).
 */
export async function takeRequestLimits(
  limits: (client: string) => readonly Limit[],
  refusals: { throttled: string | ((retryAfterMs: number) => string); unavailable: string },
): Promise<{ ok: true; client: string } | { ok: false; message: string }> {
  const client = clientAddress(await headers());
  const check = await takeLimits(limits(client));
  if (check.ok) return { ok: true, client };
  if ('isUnavailable' in check) return { ok: false, message: refusals.unavailable };
  return { ok: false, message: typeof refusals.throttled === 'string' ? refusals.throttled : refusals.throttled(check.retryAfterMs) };
}

/** "Too many attempts. Try again in 15 minutes.", or `unavailable` when the throttle could not be reached. */
export function refusalOf(check: Exclude<LimitCheck, { ok: true }>, unavailable: string): string {
  return 'isUnavailable' in check ? unavailable : tooManyAttempts(check.retryAfterMs);
}

/** "Too many attempts. Try again in 15 minutes." */
export function tooManyAttempts(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
