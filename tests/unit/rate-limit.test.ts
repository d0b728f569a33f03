import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkLimits, clientIp, recordHit, tooManyAttempts } from '@/lib/rate-limit';

const MINUTE = 60_000;

describe('sliding-window limits', () => {
  it('allows `max` hits in the window, refuses the next until the oldest expires', async () => {
    const limits = [{ key: `test:${randomUUID()}`, max: 5, windowMs: 15 * MINUTE }];
    const start = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(await checkLimits(limits, start + i * MINUTE)).toEqual({ ok: true });
      await recordHit(limits, start + i * MINUTE);
    }
    expect(await checkLimits(limits, start + 5 * MINUTE)).toEqual({ ok: false, retryAfterMs: 10 * MINUTE });
    // The first hit leaves the window after 15 minutes; one more fits again.
    expect(await checkLimits(limits, start + 15 * MINUTE)).toEqual({ ok: true });
  });

  it('refuses when any of the limits is reached, and waits for the last of them', async () => {
    const perEmail = { key: `email:${randomUUID()}`, max: 1, windowMs: 10 * MINUTE };
    const perIp = { key: `ip:${randomUUID()}`, max: 1, windowMs: 60 * MINUTE };
    await recordHit([perEmail, perIp], 0);
    expect(await checkLimits([perEmail, perIp], MINUTE)).toEqual({ ok: false, retryAfterMs: 59 * MINUTE });
  });

  it('says how long to wait in whole minutes', () => {
    expect(tooManyAttempts(14 * MINUTE + 1)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(tooManyAttempts(20_000)).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('takes the client address from the first X-Forwarded-For hop', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
