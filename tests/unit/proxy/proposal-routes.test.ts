import { beforeEach, describe, expect, it, vi } from 'vitest';

// The database's answer, faked where the step asks it: whether a token opens a proposal.
const backend = vi.hoisted(() => ({ asked: [] as string[], answer: undefined as boolean | 'unsure' | undefined }));
const OPEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';
const CLOSED = 'Zyx_wvu-9876543210zyxwvutsrqponmlkjihgfedcb';

vi.mock('@/lib/proposals/route-check', () => ({
  proposalIsOpen: async (token: string) => {
    backend.asked.push(token);
    return backend.answer ?? token === OPEN;
  },
}));

import { routeProposals } from '@/lib/proposals/route-step';
import { answerOf, proxyRequest } from './answer';

const proposals = async (path: string) => answerOf(await routeProposals(proxyRequest(path)));

beforeEach(() => {
  backend.asked = [];
  backend.answer = undefined;
});

describe('routeProposals', () => {
  it('serves a proposal’s address while its token opens it', async () => {
    expect(await proposals(`/proposals/${OPEN}`)).toBe('served');
    expect(backend.asked).toEqual([OPEN]);
  });

  it('answers a closed token exactly as any unknown address below /proposals', async () => {
    expect(await proposals(`/proposals/${CLOSED}`)).toBe('404 /proposal-not-found');
    expect(backend.asked).toEqual([CLOSED]);
    backend.asked = [];
    for (const path of ['/proposals/short', `/proposals/${OPEN}/more`, '/proposals/']) expect(await proposals(path), path).toBe('404 /proposal-not-found');
    expect(backend.asked).toEqual([]);
  });

  it('lets the page decide when the database did not answer', async () => {
    backend.answer = 'unsure';
    expect(await proposals(`/proposals/${CLOSED}`)).toBe('served');
  });

  it('leaves every other address to the next step', async () => {
    expect(await proposals('/proposals')).toBe('next step');
    expect(await proposals(`/testimonial/${OPEN}`)).toBe('next step');
  });
});
