import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptProposalAction, declineProposalAction } from '@/app/(client)/proposals/[token]/actions';
import { createProposal, listProposals, revokeProposal, saveProposal } from '@/lib/proposals/admin';
import { openProposal } from '@/lib/proposals/public';
import { proposalIsOpen } from '@/lib/proposals/route-check';
import type { ProposalInput } from '@/lib/proposals/schema';
import { PROPOSAL_TEXTS } from '@/lib/proposals/vocabulary';
import { newToken } from '@/lib/data/token-hash';
import { anonClient, backend, freshUserClient, ownerClient, serverClient } from './clients';

// Proposals on the local backend: only the owner lists or changes them; a client reads one only
// through its token and answers it once, through the page's actions; totals are exact.
vi.mock('next/headers', () => ({ headers: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));
vi.mock('next/cache', () => ({ refresh: vi.fn() }));

let clients = 0;
beforeEach(() => {
  vi.mocked(headers).mockResolvedValue(new Headers({ 'x-forwarded-for': `203.0.113.${++clients}` }) as unknown as Awaited<ReturnType<typeof headers>>);
});

const input = (overrides: Partial<ProposalInput> = {}): ProposalInput => ({
  messageId: null,
  clientName: 'Acme',
  clientEmail: null,
  title: `Proposal ${randomUUID().slice(0, 8)}`,
  introduction: 'What we will do, **in Markdown**.',
  currency: 'EUR',
  discount: '0',
  validUntil: '2999-12-31',
  terms: '',
  lines: [
    { serviceId: null, description: 'Design', quantity: '1', unitPrice: '0.10' },
    { serviceId: null, description: 'Build', quantity: '1', unitPrice: '0.20' },
  ],
  milestones: [{ title: 'Kick-off', due_on: '2027-01-15' }],
  projectIds: [],
  paymentTerms: 'none',
  depositValue: null,
  paymentMethod: 'instructions',
  ...overrides,
});

let owner: SupabaseClient;
const created: string[] = [];
beforeAll(async () => {
  owner = await ownerClient();
});
afterAll(async () => {
  if (created.length) await owner.from('proposals').delete().in('id', created);
});

async function make(overrides: Partial<ProposalInput> = {}) {
  const result = await createProposal(owner, input(overrides), 'http://site.test');
  if (!result.ok) throw new Error(result.message);
  created.push(result.value.id);
  return { id: result.value.id, token: result.value.url!.split('/').at(-1)! };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('who reads and changes proposals', () => {
  it('lists and reads none for anon or a stranger, and lets them change none', async () => {
    const { id } = await make();
    for (const client of [anonClient(), await freshUserClient()]) {
      for (const table of ['proposals', 'proposal_lines', 'proposal_totals']) {
        const { data } = await client.from(table).select('*');
        expect(data ?? []).toEqual([]);
      }
      const { data } = await client.from('proposals').update({ title: 'Mine' }).eq('id', id).select('id');
      expect(data ?? []).toEqual([]);
      const answered = await client.rpc('answer_proposal', { token: 'x', choice: 'accept', seen_version: 'y', signer_name: 'Eve' });
      expect(answered.error?.code).toBe('42501');
    }
    expect((await listProposals(owner)).map((proposal) => proposal.id)).toContain(id);
  });

  it('opens a proposal through its token only; a wrong, revoked or expired token and another\'s are refused alike', async () => {
    const mine = await make();
    const other = await make();
    const revoked = await make();
    await revokeProposal(owner, revoked.id);
    const expired = await make({ validUntil: '2001-01-01' });
    const opened = await openProposal(mine.token);
    expect(opened?.id).toBe(mine.id);
    expect(opened?.id).not.toBe(other.id);
    // The proxy's check of the address agrees.
    expect(await proposalIsOpen(mine.token)).toBe(true);
    for (const token of [newToken(), revoked.token, expired.token]) {
      expect(await openProposal(token)).toBeNull();
      const { data } = await anonClient().rpc('proposal_is_open', { token });
      expect(data).toBe(false);
      expect(await proposalIsOpen(token)).toBe(false);
    }
  });

  it('answers a write to the totals as a refusal, not a server error: the database computes them', async () => {
    const { id } = await make();
    const { error, status } = await owner.from('proposal_totals').update({ total: 0 }).eq('proposal_id', id);
    expect([error?.code, status >= 400 && status < 500]).toEqual(['42501', true]);
    expect((await openProposal((await make()).token))?.total).toBe('0.30');
  });

  it('sums exactly: 0.10 + 0.20 is 0.30, and large quantities keep every cent', async () => {
    const small = await openProposal((await make()).token);
    expect([small?.subtotal, small?.total]).toEqual(['0.30', '0.30']);
    const large = await openProposal(
      (await make({ lines: [{ serviceId: null, description: 'Hours', quantity: '999999.99', unitPrice: '9999999.99' }], discount: '0.01' })).token,
    );
    expect([large?.lines[0]?.amount, large?.total]).toEqual(['9999999890000.00', '9999999889999.99']);
  });
});

describe('the client\'s answer', () => {
  it('is recorded once, with the name and the version seen', async () => {
    const { id, token } = await make();
    const version = (await openProposal(token))!.versionHash;
    expect(await acceptProposalAction(null, form({ token, version, name: 'Ann Client' }))).toMatchObject({ ok: false, fieldErrors: { agree: ['Tick the box to accept the proposal'] } });
    expect(await acceptProposalAction(null, form({ token, version, name: ' ', agree: 'on' }))).toMatchObject({ ok: false, fieldErrors: { name: ['Your name is required'] } });
    expect(await acceptProposalAction(null, form({ token, version, name: 'Ann Client', agree: 'on' }))).toEqual({ ok: true, message: PROPOSAL_TEXTS.accepted });
    expect(await acceptProposalAction(null, form({ token, version, name: 'Eve', agree: 'on' }))).toMatchObject({ ok: false, message: PROPOSAL_TEXTS.answered });
    expect(await declineProposalAction(null, form({ token, version }))).toMatchObject({ ok: false, message: PROPOSAL_TEXTS.answered });
    const { data } = await owner.from('proposals').select('status, accepted_name, accepted_version').eq('id', id).single();
    expect(data).toEqual({ status: 'accepted', accepted_name: 'Ann Client', accepted_version: version });
  });

  it('refuses a control character in the name before the database, in the field\'s own words', async () => {
    const { id, token } = await make();
    const version = (await openProposal(token))!.versionHash;
    for (const name of ['Ann\u0000Client', 'Ann\nClient']) {
      expect(await acceptProposalAction(null, form({ token, version, name, agree: 'on' }))).toMatchObject({ ok: false, fieldErrors: { name: ['Your name cannot contain control characters'] } });
    }
    expect(await declineProposalAction(null, form({ token, version, reason: 'Too \u0000 much' }))).toMatchObject({ ok: false, fieldErrors: { reason: ['Reason cannot contain control characters'] } });
    const { data } = await owner.from('proposals').select('status').eq('id', id).single();
    expect(data).toEqual({ status: 'open' });
  });

  it('is closed on a version a newer one replaced, and the old address says so', async () => {
    const { id, token } = await make();
    const version = (await openProposal(token))!.versionHash;
    const next = await createProposal(owner, input({ title: 'Second version' }), 'http://site.test', id);
    if (!next.ok) throw new Error(next.message);
    created.push(next.value.id);
    expect(await acceptProposalAction(null, form({ token, version, name: 'Ann', agree: 'on' }))).toMatchObject({ ok: false, message: PROPOSAL_TEXTS.superseded });
    const old = await openProposal(token);
    expect([old?.status, old?.supersededAt !== null]).toEqual(['open', true]);
    expect((await openProposal(next.value.url!.split('/').at(-1)!))?.version).toBe(2);
  });

  it('refuses a version the client did not see, and a token that opens nothing', async () => {
    const { id, token } = await make();
    const version = (await openProposal(token))!.versionHash;
    const saved = await saveProposal(owner, id, input({ title: 'Changed' }), 'http://site.test');
    expect(saved.ok).toBe(true);
    expect(await acceptProposalAction(null, form({ token, version, name: 'Ann', agree: 'on' }))).toMatchObject({ ok: false, message: PROPOSAL_TEXTS.changed });
    expect(await declineProposalAction(null, form({ token: newToken(), version }))).toMatchObject({ ok: false, message: PROPOSAL_TEXTS.gone });
  });

  it('moves the lead to Won; an edit of the accepted proposal is a new version at a new address', async () => {
    const email = `proposal-${randomUUID().slice(0, 8)}@example.com`;
    const inserted = await serverClient().from('messages').insert([{ name: 'Lead', email, message: 'Hello' }]).select('id').single();
    const messageId = inserted.data!.id as string;
    try {
      const { id, token } = await make({ messageId });
      const version = (await openProposal(token))!.versionHash;
      await acceptProposalAction(null, form({ token, version, name: 'Ann', agree: 'on' }));
      const { data: lead } = await owner.from('messages').select('stage').eq('id', messageId).single();
      expect(lead).toEqual({ stage: 'won' });
      const next = await saveProposal(owner, id, input({ title: 'Second version' }), 'http://site.test');
      if (!next.ok) throw new Error(next.message);
      created.push(next.value.id);
      expect(next.value.id).not.toBe(id);
      const newToken = next.value.url!.split('/').at(-1)!;
      expect((await openProposal(newToken))?.version).toBe(2);
      expect((await openProposal(token))?.status).toBe('accepted');
    } finally {
      await owner.from('messages').delete().eq('id', messageId);
    }
  });
});

void backend;
