import 'server-only';

// Sliding-window limits for the forms strangers can post (sign-in, sign-up, password reset).
// The default store is this server instance's memory: enough for one Node process. With
// several instances (serverless, a cluster), plug a shared store into setRateLimitStore, e.g.
// Redis with one sorted set per key (ZADD now, ZREMRANGEBYSCORE older than the window, ZCARD).

export interface RateLimitStore {
  /** The times (ms) of the hits under `key` at or after `since`, oldest first. */
  hits(key: string, since: number): Promise<number[]>;
  /** Records a hit at `now`; hits older than `now - windowMs` may be forgotten. */
  add(key: string, now: number, windowMs: number): Promise<void>;
}

class MemoryStore implements RateLimitStore {
  private readonly entries = new Map<string, number[]>();

  async hits(key: string, since: number) {
    return (this.entries.get(key) ?? []).filter((time) => time >= since);
  }

  async add(key: string, now: number, windowMs: number) {
    const kept = (this.entries.get(key) ?? []).filter((time) => time > now - windowMs);
    this.entries.set(key, [...kept, now]);
    // Bounded memory: forget keys whose hits have all expired.
    if (this.entries.size > 10_000) {
      for (const [other, times] of this.entries) if (times.every((time) => time <= now - windowMs)) this.entries.delete(other);
    }
  }
}

let store: RateLimitStore = new MemoryStore();

export function setRateLimitStore(shared: RateLimitStore) {
  store = shared;
}

export type Limit = { key: string; max: number; windowMs: number };

export type LimitCheck = { ok: true } | { ok: false; retryAfterMs: number };

/** Whether one more hit fits under every limit; if not, when the oldest blocking hit expires. */
export async function checkLimits(limits: readonly Limit[], now = Date.now()): Promise<LimitCheck> {
  let retryAfterMs = 0;
  for (const { key, max, windowMs } of limits) {
    const hits = await store.hits(key, now - windowMs);
    if (hits.length >= max) retryAfterMs = Math.max(retryAfterMs, hits[hits.length - max]! + windowMs - now);
  }
  return retryAfterMs > 0 ? { ok: false, retryAfterMs } : { ok: true };
}

export async function recordHit(limits: readonly Limit[], now = Date.now()) {
  for (const { key, windowMs } of limits) await store.add(key, now, windowMs);
}

/** "Too many attempts. Try again in 15 minutes." */
export function tooManyAttempts(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The client's address: the first X-Forwarded-For hop (set by Next or the proxy in front of it). */
export function clientIp(headers: { get(name: string): string | null }): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'unknown';
}
