import { describe, expect, it } from 'vitest';
import { testimonialRequestState } from '@/lib/testimonial-requests/vocabulary';

// How the owner's list names a request, and which files a client may send as their photo.

describe('testimonialRequestState', () => {
  const now = Date.parse('2026-12-01T12:00:00Z');
  const open = { expiresAt: '2026-12-31T23:59:59.999Z', revokedAt: null, usedAt: null };

  it('is open until its expiry, like the database’s expires_at > now()', () => {
    expect(testimonialRequestState(open, now)).toBe('open');
    expect(testimonialRequestState({ ...open, expiresAt: '2026-12-01T12:00:00.001Z' }, now)).toBe('open');
    expect(testimonialRequestState({ ...open, expiresAt: '2026-12-01T12:00:00.000Z' }, now)).toBe('expired');
    expect(testimonialRequestState({ ...open, expiresAt: '2026-11-30T23:59:59.999Z' }, now)).toBe('expired');
  });

  it('is revoked once revoked, expired or not', () => {
    const revokedAt = '2026-11-20T09:00:00Z';
    expect(testimonialRequestState({ ...open, revokedAt }, now)).toBe('revoked');
    expect(testimonialRequestState({ ...open, revokedAt, expiresAt: '2026-11-30T23:59:59.999Z' }, now)).toBe('revoked');
  });

  it('is answered once used, whatever happened after', () => {
    const usedAt = '2026-11-21T09:00:00Z';
    expect(testimonialRequestState({ ...open, usedAt }, now)).toBe('answered');
    expect(testimonialRequestState({ ...open, usedAt, revokedAt: '2026-11-22T09:00:00Z', expiresAt: '2026-11-30T23:59:59.999Z' }, now)).toBe('answered');
  });
});
