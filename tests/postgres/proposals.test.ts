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

describe('dates kept as text', () => {
  it.each(['2027-13-45', '2027-02-29', '2027-04-31', '0000-01-01', '2027-1-05'])('refuses a milestone due on %s, which no calendar has', async (date) => {
    const error = await api.as('owner', async (query) => {
      const made = await makeProposal(query);
      return query('update public.proposals set milestones = $2 where id = $1', [made.id, JSON.stringify([{ title: 'Kick-off', due_on: date }])])
        .then(() => null, (failure: { constraint?: string }) => failure.constraint);
    });
    expect(error).toBe('proposals_milestones_valid');
  });

  it('takes a leap day in a leap year', async () => {
    const stored = await api.as('owner', async (query) => {
      const made = await makeProposal(query);
      await query('update public.proposals set milestones = $2 where id = $1', [made.id, JSON.stringify([{ title: 'Launch', due_on: '2028-02-29' }])]);
      return (await query<{ milestones: unknown }>('select milestones from public.proposals where id = $1', [made.id])).rows[0]!.milestones;
    });
    expect(stored).toEqual([{ title: 'Launch', due_on: '2028-02-29' }]);
  });
});

/** Accepts the proposal as the client would (the server's key), and returns to the owner. */
async function accept(query: Query, token: string) {
  await become(query, 'service_role');
  const outcome = await answer(query, token, 'accept', await versionOf(query, token));
  await become(query, 'owner');
  return outcome;
}

const insertService = `insert into public.services (name, outcome, description, category, status, price_amount, price_currency, included)
  values ('Care plan', 'Calm.', 'Updates.', 'wordpress', 'published', 99, 'EUR', '{}') returning id`;

const newVersion = (query: Query, previous: string) =>
  query<{ id: string; version: number }>(
    `insert into public.proposals (previous_id, client_name, title, currency, valid_until, token_hash) values ($1, 'Acme', 'Dashboards', 'EUR', '2999-12-31', $2) returning id, version`,
    [previous, hashOf(newToken())],
  ).then((result) => result.rows[0]!);

describe('an answered proposal', () => {
  it('keeps its lines\' words and figures when the owner deletes the service a line was written from', async () => {
    const outcome = await api.as('owner', async (query) => {
      const service = (await query<{ id: string }>(insertService)).rows[0]!.id;
      const made = await makeProposal(query, { lines: [] });
      await query(`insert into public.proposal_lines (proposal_id, position, service_id, description, quantity, unit_price) values ($1, 0, $2, 'Care plan (12 months)', 12, 99)`, [made.id, service]);
      await accept(query, made.token);
      const deleted = (await query('delete from public.services where id = $1', [service])).rowCount;
      const line = (await query('select service_id, description, quantity::text, unit_price::text, amount::text from public.proposal_lines where proposal_id = $1', [made.id])).rows[0];
      const acceptedVersion = (await query<{ v: string }>('select accepted_version as v from public.proposals where id = $1', [made.id])).rows[0]!.v;
      await become(query, 'anon');
      // The hash the client accepted still names what is stored.
      const seen = (await versionOf(query, made.token)) === acceptedVersion;
      return { deleted, line, seen };
    });
    expect(outcome).toEqual({
      deleted: 1,
      line: { service_id: null, description: 'Care plan (12 months)', quantity: '12', unit_price: '99', amount: '1188.00' },
      // The hash the client accepted still names what is stored.
      seen: true,
    });
  });

  it('lets the owner delete an earlier version once a later one is accepted', async () => {
    const outcome = await api.as('owner', async (query) => {
      const v1 = await makeProposal(query);
      await accept(query, v1.token);
      const token = newToken();
      const v2 = (await query<{ id: string }>(
        `insert into public.proposals (previous_id, client_name, title, currency, valid_until, token_hash) values ($1, 'Acme', 'Dashboards v2', 'EUR', '2999-12-31', $2) returning id`,
        [v1.id, hashOf(token)],
      )).rows[0]!.id;
      await query(`insert into public.proposal_lines (proposal_id, position, description, quantity, unit_price) values ($1, 0, 'Line', 1, 100)`, [v2]);
      await accept(query, token);
      const deleted = (await query('delete from public.proposals where id = $1', [v1.id])).rowCount;
      const v2Row = (await query('select previous_id, status, version from public.proposals where id = $1', [v2])).rows[0];
      return { deleted, v2Row };
    });
    expect(outcome).toEqual({ deleted: 1, v2Row: { previous_id: null, status: 'accepted', version: 2 } });
  });

  it('cannot be re-opened or re-answered by any API role, the secret key included', async () => {
    const outcome = await api.as('owner', async (query) => {
      const made = await makeProposal(query);
      await accept(query, made.token);
      const tries: Record<string, string | undefined> = {};
      for (const caller of ['owner', 'service_role'] as const) {
        await become(query, caller);
        await query('savepoint s');
        tries[caller] = await query(`update public.proposals set status = 'open', accepted_name = null, accepted_version = null, answered_at = null where id = $1`, [made.id])
          .then(() => 'allowed', (error: { code?: string }) => error.code);
        await query('rollback to savepoint s');
      }
      await become(query, 'service_role');
      const again = await answer(query, made.token, 'decline', await versionOf(query, made.token));
      await become(query, 'owner');
      const row = (await query('select status, accepted_name from public.proposals where id = $1', [made.id])).rows[0];
      return { tries, again, row };
    });
    expect(outcome).toEqual({ tries: { owner: '42501', service_role: '42501' }, again: 'answered', row: { status: 'accepted', accepted_name: 'Ann Client' } });
  });

  it('keeps its links only to clear them: a link to another lead or version is refused', async () => {
    const outcome = await api.as('owner', async (query) => {
      const made = await makeProposal(query, { messageId: FIXTURE_MESSAGE });
      await accept(query, made.token);
      const other = await makeProposal(query);
      await query('savepoint s');
      const relinked = await query('update public.proposals set message_id = null where id = $1', [made.id]).then(() => 'cleared', (error: { constraint?: string }) => error.constraint);
      await query('rollback to savepoint s');
      const retitled = await query(`update public.proposals set title = 'Changed' where id = $1`, [made.id]).then(() => 'allowed', (error: { constraint?: string }) => error.constraint);
      return { relinked, retitled, other: Boolean(other.id) };
    });
    expect(outcome).toEqual({ relinked: 'cleared', retitled: 'proposals_frozen', other: true });
  });
});

describe('a new version', () => {
  it('closes the version it replaces to answers in the same statement, numbered by the database', async () => {
    const outcome = await api.as('owner', async (query) => {
      const v1 = await makeProposal(query);
      await become(query, 'anon');
      const seenBefore = await versionOf(query, v1.token);
      await become(query, 'owner');
      const v2 = await newVersion(query, v1.id);
      await become(query, 'service_role');
      const answered = await answer(query, v1.token, 'accept', seenBefore);
      await become(query, 'anon');
      const doc = (await query<{ doc: { superseded_at: string | null; status: string } }>('select public.open_proposal($1) as doc', [v1.token])).rows[0]!.doc;
      await become(query, 'owner');
      const edit = await query(`update public.proposals set title = 'Changed' where id = $1`, [v1.id]).then(() => 'allowed', (error: { constraint?: string }) => error.constraint);
      return { version: v2.version, answered, superseded: doc.superseded_at !== null, status: doc.status, edit };
    });
    expect(outcome).toEqual({ version: 2, answered: 'superseded', superseded: true, status: 'open', edit: 'proposals_frozen' });
  });

  it('is one per version: a second next version of the same proposal is refused', async () => {
    const error = await api.as('owner', async (query) => {
      const v1 = await makeProposal(query);
      await newVersion(query, v1.id);
      return newVersion(query, v1.id).then(() => null, (failure: { constraint?: string }) => failure.constraint);
    });
    expect(error).toBe('proposals_previous_id_key');
  });
});

describe('writing a proposal whole', () => {
  const fields = (extra: Record<string, unknown> = {}) => ({
    client_name: 'Acme', title: 'Dashboards', currency: 'EUR', discount: '10.50', valid_until: '2999-12-31',
    milestones: [{ title: 'Kick-off', due_on: '2027-01-15' }], project_ids: [], token_hash: hashOf(newToken()), ...extra,
  });
  const line = (description: string, quantity = '2', unit_price = '100.25') => ({ service_id: null, description, quantity, unit_price });

  it('stores a proposal and its lines in order, with exact totals', async () => {
    const stored = await api.as('owner', async (query) => {
      const id = (await query<{ id: string }>('select public.create_proposal($1, $2) as id', [fields(), JSON.stringify([line('Design'), line('Build', '1.5', '0.10')])])).rows[0]!.id;
      const lines = (await query('select position, description, amount::text from public.proposal_lines where proposal_id = $1 order by position', [id])).rows;
      const totals = (await query('select subtotal::text, discount::text, total::text from public.proposal_totals where proposal_id = $1', [id])).rows[0];
      return { lines, totals };
    });
    expect(stored).toEqual({
      lines: [{ position: 0, description: 'Design', amount: '200.50' }, { position: 1, description: 'Build', amount: '0.15' }],
      totals: { subtotal: '200.65', discount: '10.50', total: '190.15' },
    });
  });

  it('stores nothing when a line is refused, and leaves the replaced version open', async () => {
    const outcome = await api.as('owner', async (query) => {
      const v1 = await makeProposal(query);
      await query('savepoint s');
      const error = await query('select public.create_proposal($1, $2)', [fields({ previous_id: v1.id }), JSON.stringify([line('Fine'), line(' ')])])
        .then(() => null, (failure: { constraint?: string }) => failure.constraint);
      await query('rollback to savepoint s');
      const count = (await query<{ n: number }>('select count(*)::int as n from public.proposals')).rows[0]!.n;
      const v1Row = (await query('select superseded_at from public.proposals where id = $1', [v1.id])).rows[0];
      return { error, count, v1Row };
    });
    expect(outcome).toEqual({ error: 'proposal_lines_description_length', count: 1, v1Row: { superseded_at: null } });
  });

  it('updates an open proposal and replaces its lines at once; an answered one is refused whole', async () => {
    const outcome = await api.as('owner', async (query) => {
      const open = await makeProposal(query, { lines: [['1', '5'], ['1', '6']] });
      const updated = (await query<{ ok: boolean }>('select public.update_proposal($1, $2, $3) as ok', [open.id, fields({ title: 'Revised' }), JSON.stringify([line('Only')])])).rows[0]!.ok;
      const lines = (await query('select description from public.proposal_lines where proposal_id = $1', [open.id])).rows;
      const answered = await makeProposal(query);
      await accept(query, answered.token);
      const refused = await query('select public.update_proposal($1, $2, $3)', [answered.id, fields(), JSON.stringify([line('Other')])])
        .then(() => null, (failure: { constraint?: string }) => failure.constraint);
      return { updated, lines, refused };
    });
    expect(outcome).toEqual({ updated: true, lines: [{ description: 'Only' }], refused: 'proposals_frozen' });
  });

  it('is the owner\'s alone: a stranger writes nothing, anon and the secret key may not call it', async () => {
    expect((await api.refusal('stranger', 'select public.create_proposal($1, $2)', [fields(), JSON.stringify([line('X')])])).message).toContain('row-level security');
    for (const caller of ['anon', 'service_role'] as const) {
      expect((await api.refusal(caller, 'select public.create_proposal($1, $2)', [fields(), '[]'])).code).toBe('42501');
    }
  });
});

describe('the totals view', () => {
  it.each(['owner', 'service_role'] as const)('is read-only for %s, refused as a privilege (42501)', async (caller) => {
    const error = await api.refusal(caller, 'update public.proposal_totals set total = 0');
    expect(error.code).toBe('42501');
  });
});

describe('the secret key on proposals and testimonials', () => {
  const RELATIONS = ['proposals', 'proposal_lines', 'proposal_totals', 'services', 'testimonials', 'testimonial_requests', 'testimonial_submissions'];

  it('leaves each role exactly the privileges its code uses', async () => {
    const { rows } = await api.as('anon', (query) => query<{ role: string; relation: string; privileges: string[] }>(
      `select r as role, t as relation, array(
         select p from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p
         where has_table_privilege(r, 'public.' || t, p)) as privileges
       from unnest(array['anon', 'authenticated', 'service_role']) r, unnest($1::text[]) t order by 1, 2`,
      [RELATIONS],
    ));
    const held = Object.fromEntries(rows.map((row) => [`${row.role} ${row.relation}`, row.privileges.join(' ')]));
    expect(held).toEqual({
      'anon proposal_lines': '', 'anon proposal_totals': '', 'anon proposals': '', 'anon services': 'SELECT', 'anon testimonial_requests': '',
      'anon testimonial_submissions': '', 'anon testimonials': 'SELECT',
      // Inserting and changing proposals and requests are column grants (not listed here).
      'authenticated proposal_lines': 'SELECT DELETE', 'authenticated proposal_totals': 'SELECT', 'authenticated proposals': 'SELECT DELETE',
      'authenticated services': 'SELECT INSERT UPDATE DELETE', 'authenticated testimonial_requests': 'SELECT DELETE',
      'authenticated testimonial_submissions': 'SELECT DELETE', 'authenticated testimonials': 'SELECT INSERT UPDATE DELETE',
      'service_role proposal_lines': '', 'service_role proposal_totals': '', 'service_role proposals': '', 'service_role services': '',
      'service_role testimonial_requests': '', 'service_role testimonial_submissions': '', 'service_role testimonials': '',
    });
    const columns = await api.as('anon', (query) => query<{ n: number }>(
      `select count(*)::int as n from information_schema.column_privileges where grantee = 'service_role' and table_schema = 'public' and table_name = any($1)`,
      [RELATIONS],
    ));
    expect(columns.rows[0]!.n).toBe(0);
  });

  it('cannot clear a used request to use it again', async () => {
    const error = await api.refusal('service_role', `update public.testimonial_requests set used_at = null`);
    expect(error.code).toBe('42501');
  });
});

describe('a proposal as a business document', () => {
  const referenceOf = async (query: Query, id: string) => (await query<{ reference: string }>('select reference from public.proposals where id = $1', [id])).rows[0]!.reference;

  it('is numbered by the database per year, a new version keeping its number and a deleted number never coming back', async () => {
    const outcome = await api.as('owner', async (query) => {
      const first = await makeProposal(query);
      const second = await makeProposal(query);
      const v2 = await newVersion(query, second.id);
      await query('delete from public.proposals where id = $1', [first.id]);
      const third = await makeProposal(query);
      return Promise.all([first.id, second.id, v2.id, third.id].map(async (id) => (id === first.id ? null : referenceOf(query, id))));
    });
    const [, second, v2, third] = outcome as string[];
    const number = (reference: string) => Number(reference.split('-')[2]);
    expect(second).toMatch(new RegExp(`^P-${new Date().getUTCFullYear()}-\\d{3,}$`));
    expect(v2).toBe(second);
    expect(number(third!)).toBe(number(second!) + 1);
  });

  it('keeps the sender as the profile had it when it was written: a later profile change leaves an answered proposal as the client saw it', async () => {
    const outcome = await api.as('owner', async (query) => {
      await query(`update public.profile set business_name = 'Carter Digital', tax_id = 'GB123456789'`);
      const made = await makeProposal(query);
      await accept(query, made.token);
      await query(`update public.profile set business_name = 'Renamed Ltd', tax_id = null`);
      const open = await makeProposal(query);
      const senders = (await query<{ id: string; sender: Record<string, string> }>('select id, sender from public.proposals where id = any($1)', [[made.id, open.id]])).rows;
      const byId = Object.fromEntries(senders.map((row) => [row.id, row.sender]));
      return { answered: byId[made.id], fresh: byId[open.id] };
    });
    expect(outcome.answered).toMatchObject({ name: 'Sam Carter', business_name: 'Carter Digital', tax_id: 'GB123456789' });
    expect(outcome.fresh).toMatchObject({ name: 'Sam Carter', business_name: 'Renamed Ltd' });
    expect(outcome.fresh).not.toHaveProperty('tax_id');
  });

  it('shows the owner a preview of the document without counting an open; anyone else gets nothing', async () => {
    const outcome = await api.as('owner', async (query) => {
      const made = await makeProposal(query);
      const preview = (await query<{ doc: { id: string; reference: string; total: string } }>('select public.preview_proposal($1) as doc', [made.id])).rows[0]!.doc;
      const opens = (await query<{ n: number }>('select open_count as n from public.proposals where id = $1', [made.id])).rows[0]!.n;
      await become(query, 'stranger');
      const stranger = (await query<{ doc: unknown }>('select public.preview_proposal($1) as doc', [made.id])).rows[0]!.doc;
      return { same: preview.id === made.id, total: preview.total, reference: /^P-\d{4}-\d{3,}$/.test(preview.reference), opens, stranger };
    });
    expect(outcome).toEqual({ same: true, total: '100.00', reference: true, opens: 0, stranger: null });
    expect((await api.refusal('anon', `select public.preview_proposal(gen_random_uuid())`)).code).toBe('42501');
  });

  it('lets no API role write the reference or the sender', async () => {
    for (const caller of ['owner', 'service_role'] as const) {
      expect((await api.refusal(caller, `update public.proposals set reference = 'P-1999-001'`)).code).toBe('42501');
      expect((await api.refusal(caller, `update public.proposals set sender = '{}'`)).code).toBe('42501');
    }
  });

  it('takes the client\'s e-mail address only when it looks like one', async () => {
    const error = await api.as('owner', async (query) => {
      const made = await makeProposal(query);
      await query(`update public.proposals set client_email = 'ann@example.com' where id = $1`, [made.id]);
      return query(`update public.proposals set client_email = 'not an address' where id = $1`, [made.id]).then(() => null, (failure: { constraint?: string }) => failure.constraint);
    });
    expect(error).toBe('proposals_client_email_valid');
  });
});
