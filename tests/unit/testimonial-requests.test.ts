import { describe, expect, it } from 'vitest';
import { submittedPhotoProblem, testimonialRequestState, TESTIMONIAL_REQUEST_LIMITS } from '@/lib/testimonial-requests/vocabulary';

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

describe('submittedPhotoProblem', () => {
  const max = TESTIMONIAL_REQUEST_LIMITS.photoBytes;

  it('accepts a JPEG, PNG, WebP or AVIF image up to 1 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(submittedPhotoProblem({ type, size: 1 })).toBeNull();
      expect(submittedPhotoProblem({ type, size: max })).toBeNull();
    }
  });

  it('refuses a file one byte over 1 MB', () => {
    expect(submittedPhotoProblem({ type: 'image/webp', size: max + 1 })).toBe('Photo must be at most 1 MB');
  });

  it('refuses other types, including images the buckets do not take and an unknown type', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'image/heic', 'application/pdf', 'text/html', '', 'IMAGE/JPEG', 'toString', 'constructor']) {
      expect(submittedPhotoProblem({ type, size: 10 })).toBe('Photo must be a JPEG, PNG, WebP or AVIF image');
    }
  });

  it('names the type before the size when both are wrong', () => {
    expect(submittedPhotoProblem({ type: 'image/gif', size: max * 2 })).toBe('Photo must be a JPEG, PNG, WebP or AVIF image');
  });
});
