import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MINUTE } from '@/lib/time';

// The throttle's own logic is SQL (tests/integration/throttle.test.ts); here: what the app
// sends it. Keys must name the action and kind, never the address or e-mail itself.

const SECRET = 'sb_secret_unit-test-key';

async function rateLimit(secret = SECRET) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321');
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_unit');
  vi.stubEnv('SUPABASE_SECRET_KEY', secret);
  return import('@/lib/data/throttle');
}

afterEach(() => vi.unstubAllEnvs());

describe('throttle keys', () => {
  it('hold a keyed hash of the value, never the value', async () => {
    const { limitKey } = await rateLimit();
    const email = limitKey({ action: 'sign-in', kind: 'email', value: 'ada@example.com' });
    const client = limitKey({ action: 'sign-in', kind: 'client', value: '203.0.113.7' });
    expect(email).toMatch(/^sign-in:email:[0-9a-f]{32}$/);
    expect(client).toMatch(/^sign-in:client:[0-9a-f]{32}$/);
    expect(email).not.toContain('ada');
    expect(client).not.toContain('203.0.113');
  });

  it('are the same for an e-mail in any case, and for every address of one IPv6 /64', async () => {
    const { limitKey } = await rateLimit();
    const key = (kind: 'email' | 'client', value: string) => limitKey({ action: 'message', kind, value });
    expect(key('email', ' Ada@Example.COM')).toBe(key('email', 'ada@example.com'));
    expect(key('client', '2001:0db8:0001:0002:0000:0000:0000:0001')).toBe(key('client', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(key('client', '2001:0db8:0001:0002:0000:0000:0000:0001')).not.toBe(key('client', '2001:0db8:0001:0003:0000:0000:0000:0001'));
    expect(key('client', '203.0.113.7')).not.toBe(key('client', '203.0.113.8'));
  });

  it('agree between instances sharing the secret, and differ under another', async () => {
    const one = (await rateLimit()).keyedHash('203.0.113.7');
    const two = (await rateLimit()).keyedHash('203.0.113.7');
    const other = (await rateLimit('sb_secret_another-key')).keyedHash('203.0.113.7');
    expect(one).toBe(two);
    expect(other).not.toBe(one);
  });

  it('need the secret key, and say which setting is missing', async () => {
    const { keyedHash } = await rateLimit('');
    expect(() => keyedHash('203.0.113.7')).toThrow(/SUPABASE_SECRET_KEY is not set/);
  });
});

describe('checkLimits, takeLimits and recordHit', () => {
  let calls: { keys: string[]; maxes: number[]; windowsMs: number[]; mode: string }[];
  let answer: number;

  beforeEach(() => {
    calls = [];
    answer = 0;
  });

  async function withStore() {
    const loaded = await rateLimit();
    loaded.setThrottleStore(async (keys, maxes, windowsMs, mode) => {
      calls.push({ keys, maxes, windowsMs, mode });
      return answer;
    });
    return loaded;
  }

  const limits = [
    { action: 'sign-up', kind: 'email' as const, value: 'ada@example.com', max: 3, windowMs: 60 * MINUTE },
    { action: 'sign-up', kind: 'client' as const, value: '203.0.113.7', max: 20, windowMs: 60 * MINUTE },
  ];

  it('send every limit in one call, in the mode asked', async () => {
    const { checkLimits, recordHit, takeLimits } = await withStore();
    await checkLimits(limits);
    await takeLimits(limits);
    await recordHit(limits);
    expect(calls.map((call) => call.mode)).toEqual(['check', 'take', 'record']);
    expect(calls[0]).toMatchObject({ maxes: [3, 20], windowsMs: [60 * MINUTE, 60 * MINUTE] });
    expect(calls[0]!.keys).toHaveLength(2);
  });

  it('turn the wait the database answers into a refusal', async () => {
    const { takeLimits } = await withStore();
    expect(await takeLimits(limits)).toEqual({ ok: true });
    answer = 9 * MINUTE;
    expect(await takeLimits(limits)).toEqual({ ok: false, retryAfterMs: 9 * MINUTE });
  });

  it("refuse, in the form's own words, when the throttle cannot be reached (fail closed)", async () => {
    const throttle = await rateLimit();
    throttle.setThrottleStore(async () => {
      throw new Error('fetch failed');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const check = await throttle.takeLimits(limits);
    expect(check).toEqual({ ok: false, isUnavailable: true });
    expect(check.ok ? null : throttle.refusalOf(check, 'The sign-in service could not be reached.')).toBe('The sign-in service could not be reached.');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('say how long to wait in whole minutes', async () => {
    const { tooManyAttempts } = await withStore();
    expect(tooManyAttempts(14 * MINUTE + 1)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(tooManyAttempts(20_000)).toBe('Too many attempts. Try again in 1 minute.');
  });
});
