import { beforeEach, describe, expect, it, vi } from 'vitest';

// The database's answer, faked where the step asks it: whether a token opens a request's form.
const backend = vi.hoisted(() => ({ asked: [] as string[], answer: undefined as boolean | 'unsure' | undefined }));
const OPEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';
const USED = 'Zyx_wvu-9876543210zyxwvutsrqponmlkjihgfedcb';

vi.mock('@/lib/testimonial-requests/route-check', () => ({
  isTestimonialRequestOpen: async (token: string) => {
    backend.asked.push(token);
    return backend.answer ?? token === OPEN;
  },
}));

import { routeTestimonialRequests } from '@/lib/testimonial-requests/route-step';
import { answerOf, proxyRequest } from './answer';

const requests = async (path: string, method = 'GET') => answerOf(await routeTestimonialRequests(proxyRequest(path, { method })));

beforeEach(() => {
  backend.asked = [];
  backend.answer = undefined;
});

describe('routeTestimonialRequests', () => {
  it('serves the form while its request is open', async () => {
    expect(await requests(`/testimonial/${OPEN}`)).toBe('served');
    expect(backend.asked).toEqual([OPEN]);
  });

  it('answers a used, revoked, expired or unknown token with the static Link Not Found page', async () => {
    expect(await requests(`/testimonial/${USED}`)).toBe('404 /request-not-found');
    expect(backend.asked).toEqual([USED]);
    backend.asked = [];
    for (const path of ['/testimonial/short', `/testimonial/${OPEN}/more`, '/testimonial/']) expect(await requests(path), path).toBe('404 /request-not-found');
    expect(backend.asked).toEqual([]);
  });

  it('passes the form’s post without asking: the action refuses a closed request in words the form shows', async () => {
    expect(await requests(`/testimonial/${USED}`, 'POST')).toBe('served');
    expect(backend.asked).toEqual([]);
  });

  it('lets the page decide when the database did not answer', async () => {
    backend.answer = 'unsure';
    expect(await requests(`/testimonial/${USED}`)).toBe('served');
  });

  it('leaves every other address to the next step', async () => {
    expect(await requests('/testimonial')).toBe('next step');
    expect(await requests(`/proposals/${OPEN}`)).toBe('next step');
  });
});
