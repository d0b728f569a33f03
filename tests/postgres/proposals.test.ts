import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectAsApi, FIXTURE_MESSAGE, FIXTURE_USERS, type Query } from './access';

// Proposals on a real PostgreSQL with a hosted project's grants: only the owner lists, reads or
// writes them; a client reaches one only through its token, by the security definer functions,
// and answers it once; the totals are the database's exact decimals.

const api = connectAsApi();

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const insertProposal = `insert into public.proposals (message_id, client_name, title, currency, valid_until, token_hash, discount)
  values ($1, 'Acme', 'Dashboards', 'EUR', $2, $3, $4) returning id`;

type Made = { id: string; token: string };

/** A proposal with lines, written as the owner in the current transaction. */
async function makeProposal(query: Query, { lines = [['1', '100.00']], validUntil = '2999-12-31', messageId = null as string | null, discount = '0' } = {}): Promise<Made> {
  const token = newToken();
  const { rows } = await query<{ id: string }>(insertProposal, [messageId, validUntil, hashOf(token), discount]);
  const id = rows[0]!.id;
  for (const [position, [quantity, unitPrice]] of lines.entries()) {
    await query('insert into public.proposal_lines (proposal_id, position, description, quantity, unit_price) values ($1, $2, $3, $4, $5)', [id, position, `Line ${position}`, quantity, unitPrice]);
  }
  return { id, token };
}

/** Switches the transaction to another caller, as PostgREST would for their request. */
async function become(query: Query, caller: 'anon' | 'stranger' | 'owner' | 'service_role') {
  const role = caller === 'stranger' || caller === 'owner' ? 'authenticated' : caller;
  await query(`set local role ${role}`);
  const claims = role === 'authenticated' ? { sub: FIXTURE_USERS[caller as 'owner'], role, aud: 'authenticated' } : { role };
  await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}

const versionOf = async (query: Query, token: string) =>
  (await query<{ doc: { version_hash: string } | null }>('select public.open_proposal($1) as doc', [token])).rows[0]!.doc?.version_hash ?? null;

const answer = async (query: Query, token: string, choice: string, version: string | null, name: string | null = 'Ann Client') =>
  (await query<{ answer: string | null }>('select public.answer_proposal($1, $2, $3, $4) as answer', [token, choice, version, name])).rows[0]!.answer;

describe('who reads and writes proposals', () => {
  it('shows anon and a stranger no proposal, line or total, and lets them change none', async () => {
    for (const text of ['select * from public.proposals', 'select * from public.proposal_lines', 'select * from public.proposal_totals']) {
      expect((await api.refusal('anon', text)).code).toBe('42501');
    }
    const seen = await api.as('owner', async (query) => {
      await makeProposal(query);
      await become(query, 'stranger');
      const changed = (await query(`update public.proposals set title = 'Mine'`)).rowCount;
      const deleted = (await query('delete from public.proposal_lines')).rowCount;
      const counts = (await query<{ proposals: number; lines: number; totals: number }>(
        `select (select count(*)::int from public.proposals) as proposals, (select count(*)::int from public.proposal_lines) as lines,
                (select count(*)::int from public.proposal_totals) as totals`,
      )).rows[0];
      return { changed, deleted, ...counts };
    });
    expect(seen).toEqual({ changed: 0, deleted: 0, proposals: 0, lines: 0, totals: 0 });
  });

  it('refuses a stranger\'s new proposal (row-level security)', async () => {
    const error = await api.refusal('stranger', insertProposal, [null, '2999-12-31', hashOf(newToken()), '0']);
    expect(error.message).toContain('row-level security');
  });

  it('lets neither anon, a stranger nor the owner write an answer or an open themselves', async () => {
    for (const caller of ['anon', 'stranger', 'owner'] as const) {
      expect((await api.refusal(caller, `update public.proposals set status = 'accepted', accepted_name = 'X', answered_at = now()`)).code).toBe('42501');
      expect((await api.refusal(caller, 'update public.proposals set open_count = 0')).code).toBe('42501');
    }
  });

  it('lets only the server\'s key call the answer', async () => {
    for (const caller of ['anon', 'stranger', 'owner'] as const) {
      expect((await api.refusal(caller, `select public.answer_proposal('x', 'accept', 'y', 'Ann')`)).code).toBe('42501');
    }
  });
});

describe('the address', () => {
  it('opens the proposal, counting the open, for its token only', async () => {
    const opened = await api.as('owner', async (query) => {
      const made = await makeProposal(query);
      const other = await makeProposal(query);
      await become(query, 'anon');
      const doc = (await query<{ doc: { id: string; title: string } }>('select public.open_proposal($1) as doc', [made.token])).rows[0]!.doc;
      await become(query, 'owner');
      const row = (await query<{ open_count: number; opened: boolean }>('select open_count, last_opened_at is not null as opened from public.proposals where id = $1', [made.id])).rows[0];
      return { same: doc.id === made.id, notOther: doc.id !== other.id, title: doc.title, ...row };
    });
    expect(opened).toEqual({ same: true, notOther: true, title: 'Dashboards', open_count: 1, opened: true });
  });

  it('refuses a wrong, revoked or expired token alike, and counts nothing', async () => {
    const answers = await api.as('owner', async (query) => {
      const revoked = await makeProposal(query);
      await query('update public.proposals set revoked_at = now() where id = $1', [revoked.id]);
      const expired = await makeProposal(query, { validUntil: '2000-01-01' });
      await become(query, 'anon');
      const tokens = [newToken(), revoked.token, expired.token, '', 'short'];
      const results = [];
      for (const token of tokens) {
        const row = (await query<{ open: boolean; doc: unknown }>('select public.proposal_is_open($1) as open, public.open_proposal($1) as doc', [token])).rows[0];
        results.push(row);
      }
      await become(query, 'owner');
      const counts = (await query<{ n: number }>('select sum(open_count)::int as n from public.proposals where id = any($1)', [[revoked.id, expired.id]])).rows[0]!.n;
      return { results, counts };
    });
    expect(answers.results).toEqual(Array(5).fill({ open: false, doc: null }));
    expect(answers.counts).toBe(0);
  });
});

describe('the client\'s answer', () => {
  it('accepts once, with the name and the version seen, and wins the lead with its history', async () => {
    const outcome = await api.as('owner', async (query) => {
      const made = await makeProposal(query, { messageId: FIXTURE_MESSAGE });
      const stageAfterProposal = (await query<{ stage: string }>('select stage from public.messages where id = $1', [FIXTURE_MESSAGE])).rows[0]!.stage;
      await become(query, 'service_role');
      const version = await versionOf(query, made.token);
      const first = await answer(query, made.token, 'accept', version);
      const second = await answer(query, made.token, 'accept', version, 'Eve');
      const declined = await answer(query, made.token, 'decline', version);
      await become(query, 'owner');
      const row = (await query<{ status: string; accepted_name: string; same: boolean; dated: boolean }>(
        'select status, accepted_name, accepted_version = $2 as same, answered_at is not null as dated from public.proposals where id = $1',
        [made.id, version],
      )).rows[0];
      const stages = (await query<{ to_stage: string }>('select to_stage from public.message_stage_changes where message_id = $1 order by changed_at', [FIXTURE_MESSAGE])).rows.map((r) => r.to_stage);
      return { stageAfterProposal, first, second, declined, row, stages };
    });
    expect(outcome).toEqual({
      stageAfterProposal: 'proposal',
      first: 'accepted',
      second: 'answered',
      declined: 'answered',
      row: { status: 'accepted', accepted_name: 'Ann Client', same: true, dated: true },
      stages: ['proposal', 'won'],
    });
  });

  it('declines with a reason and loses the lead', async () => {
    const outcome = await api.as('owner', async (query) => {
      const made = await makeProposal(query, { messageId: FIXTURE_MESSAGE });
      await become(query, 'service_role');
      const version = await versionOf(query, made.token);
      const result = (await query<{ answer: string }>(`select public.answer_proposal($1, 'decline', $2, null, '  Over budget ') as answer`, [made.token, version])).rows[0]!.answer;
      await become(query, 'owner');
      const row = (await query('select status, decline_reason from public.proposals where id = $1', [made.id])).rows[0];
      const stage = (await query<{ stage: string }>('select stage from public.messages where id = $1', [FIXTURE_MESSAGE])).rows[0]!.stage;
      return { result, row, stage };
    });
    expect(outcome).toEqual({ result: 'declined', row: { status: 'declined', decline_reason: 'Over budget' }, stage: 'lost' });
  });

  it('refuses an answer to a version the client did not see, and any answer through a wrong, revoked or expired token', async () => {
    const outcome = await api.as('owner', async (query) => {
      const made = await makeProposal(query);
      const revoked = await makeProposal(query);
      const expired = await makeProposal(query, { validUntil: '2000-01-01' });
      await become(query, 'service_role');
      const seen = await versionOf(query, made.token);
      const revokedVersion = await versionOf(query, revoked.token);
      await become(query, 'owner');
      await query(`update public.proposals set title = 'Dashboards, revised' where id = $1`, [made.id]);
      await query('update public.proposals set revoked_at = now() where id = $1', [revoked.id]);
      await become(query, 'service_role');
      return [
        await answer(query, made.token, 'accept', seen),
        await answer(query, newToken(), 'accept', seen),
        await answer(query, revoked.token, 'accept', revokedVersion),
        await answer(query, expired.token, 'accept', seen),
      ];
    });
    expect(outcome).toEqual(['changed', null, null, null]);
  });

  it('keeps an answered proposal and its lines as they were; only its address may change', async () => {
    const outcome = await api.as('owner', async (query) => {
      const made = await makeProposal(query);
      await become(query, 'service_role');
      await answer(query, made.token, 'accept', await versionOf(query, made.token));
      await become(query, 'owner');
      const refusals = [];
      for (const text of [`update public.proposals set title = 'Changed' where id = $1`, 'delete from public.proposal_lines where proposal_id = $1',
        `insert into public.proposal_lines (proposal_id, position, description, quantity, unit_price) values ($1, 9, 'More', 1, 1)`]) {
        await query('savepoint s');
        refusals.push(await query(text, [made.id]).then(() => 'allowed', (error: { constraint?: string }) => error.constraint));
        await query('rollback to savepoint s');
      }
      const revoked = (await query('update public.proposals set revoked_at = now() where id = $1', [made.id])).rowCount;
      return { refusals, revoked };
    });
    expect(outcome).toEqual({ refusals: ['proposals_frozen', 'proposals_frozen', 'proposals_frozen'], revoked: 1 });
  });
});

describe('totals', () => {
  it('are exact decimals for awkward amounts and large quantities', async () => {
    const totals = await api.as('owner', async (query) => {
      const a = await makeProposal(query, { lines: [['1', '0.10'], ['1', '0.20']] });
      const b = await makeProposal(query, { lines: [['999999.99', '9999999.99'], ['3', '33.33']], discount: '0.01' });
      const c = await makeProposal(query, { lines: [['0.5', '0.99']], discount: '5' });
      return (await query<{ subtotal: string; discount: string; total: string }>(
        'select subtotal::text, discount::text, total::text from public.proposal_totals where proposal_id = any($1) order by array_position($1, proposal_id)',
        [[a.id, b.id, c.id]],
      )).rows;
    });
    expect(totals).toEqual([
      { subtotal: '0.30', discount: '0', total: '0.30' },
      { subtotal: '9999999890099.99', discount: '0.01', total: '9999999890099.98' },
      // 0.495 rounds half up to 0.50; a discount never takes the total below zero.
      { subtotal: '0.50', discount: '0.50', total: '0.00' },
    ]);
  });

  it.each([
    ['proposal_lines_quantity_valid', `'0'`, `'1'`],
    ['proposal_lines_quantity_valid', `'1.001'`, `'1'`],
    ['proposal_lines_unit_price_valid', `'1'`, `'-1'`],
    ['proposal_lines_unit_price_valid', `'1'`, `'0.001'`],
  ])('refuses a line against %s', async (constraint, quantity, unitPrice) => {
    const error = await api.as('owner', async (query) => {
      const made = await makeProposal(query, { lines: [] });
      return query(`insert into public.proposal_lines (proposal_id, position, description, quantity, unit_price) values ($1, 0, 'X', ${quantity}, ${unitPrice})`, [made.id])
        .then(() => null, (failure: { constraint?: string }) => failure.constraint);
    });
    expect(error).toBe(constraint);
  });

  it.each([
    ['proposals_client_name_length', `client_name = ' '`],
    ['proposals_currency_valid', `currency = 'XXX1'`],
    ['proposals_discount_valid', `discount = -1`],
    ['proposals_milestones_valid', `milestones = '[{"title": "Kick-off"}]'`],
    ['proposals_milestones_valid', `milestones = '[{"title": " ", "due_on": "2027-01-01"}]'`],
  ])('refuses a proposal against %s', async (constraint, change) => {
    const error = await api.as('owner', async (query) => {
      const made = await makeProposal(query);
      return query(`update public.proposals set ${change} where id = $1`, [made.id]).then(() => null, (failure: { constraint?: string }) => failure.constraint);
    });
    expect(error).toBe(constraint);
  });
});
