import { describe, expect, it } from 'vitest';
import { BUDGETS, STAGES, TIMELINES } from '@/lib/messages/vocabulary';
import { connectAsApi, FIXTURE_MESSAGE, FIXTURE_USERS, type Query } from './access';

// Leads on a real PostgreSQL with a hosted project's grants: a message is a lead the owner alone
// reads and works (stage, value, follow-up, notes, the history of its stages); the server's
// secret key stores only what the visitor sent.

const api = connectAsApi();

const VISITOR_COLUMNS = ['service', 'service_name', 'budget', 'budget_currency', 'timeline', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'];
const insertEnquiry = `insert into public.messages (name, email, message, ${VISITOR_COLUMNS.join(', ')})
  values ('Ann', 'ann-' || gen_random_uuid() || '@example.com', 'Hello', $1, $2, $3, $4, $5, $6, $7, $8, $9)`;
const enquiry = (row: Partial<Record<(typeof VISITOR_COLUMNS)[number], string | null>> = {}) =>
  VISITOR_COLUMNS.map((column) =>
    column in row
      ? row[column]
      : ({ service: 'power-bi-dashboards', service_name: 'Power BI dashboards', budget: '5000_15000', budget_currency: 'EUR', timeline: 'within_3_months', referrer_host: 'www.google.com', utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'spring-2027' } as Record<string, string>)[column],
  );

/** Switches the transaction to the owner, as PostgREST would for the owner's request. */
const becomeOwner = async (query: Query) => {
  await query('set local role authenticated');
  await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: FIXTURE_USERS.owner, role: 'authenticated', aud: 'authenticated' })]);
};

const stageOf = async (query: Query) => (await query<{ stage: string }>('select stage from public.messages where id = $1', [FIXTURE_MESSAGE])).rows[0]?.stage;

describe('who reads and works a lead', () => {
  it('shows anon no lead, note or stage history', async () => {
    for (const text of ['select stage, notes, value_amount, follow_up_on from public.messages', 'select * from public.message_stage_changes']) {
      expect((await api.refusal('anon', text)).code).toBe('42501');
    }
  });

  it('shows a signed-in stranger none of them', async () => {
    const seen = await api.as('stranger', async (query) => {
      await query(`update public.messages set stage = 'qualified'`);
      return (await query<{ leads: number; history: number }>(
        'select (select count(*)::int from public.messages) as leads, (select count(*)::int from public.message_stage_changes) as history',
      )).rows[0];
    });
    expect(seen).toEqual({ leads: 0, history: 0 });
  });

  it.each([
    [`stage = 'won'`],
    [`notes = 'Mine now'`],
    [`value_amount = 1, value_currency = 'EUR'`],
    [`follow_up_on = current_date`],
  ])('lets neither anon nor a stranger set %s', async (change) => {
    expect((await api.refusal('anon', `update public.messages set ${change}`)).code).toBe('42501');
    const changed = await api.as('stranger', async (query) => ({ rows: (await query(`update public.messages set ${change}`)).rowCount, stage: await stageOf(query) }));
    expect(changed).toEqual({ rows: 0, stage: undefined });
  });

  it('lets the owner work a lead, each stage change dated in its history, which only the owner reads', async () => {
    const history = await api.as('owner', async (query) => {
      await query(
        `update public.messages set stage = 'qualified', value_amount = 4500.50, value_currency = 'EUR', follow_up_on = current_date, notes = 'Call on Monday' where id = $1`,
        [FIXTURE_MESSAGE],
      );
      await query(`update public.messages set notes = 'Called' where id = $1`, [FIXTURE_MESSAGE]);
      await query(`update public.messages set stage = 'won' where id = $1`, [FIXTURE_MESSAGE]);
      return (await query<{ from_stage: string; to_stage: string; dated: boolean }>(
        `select from_stage, to_stage, changed_at > now() - interval '1 minute' as dated from public.message_stage_changes where message_id = $1 order by changed_at`,
        [FIXTURE_MESSAGE],
      )).rows;
    });
    expect(history).toEqual([
      { from_stage: 'new', to_stage: 'qualified', dated: true },
      { from_stage: 'qualified', to_stage: 'won', dated: true },
    ]);
  });

  it('keeps the history the trigger’s alone to write', async () => {
    const write = [
      `insert into public.message_stage_changes (message_id, from_stage, to_stage) values ('${FIXTURE_MESSAGE}', 'new', 'won')`,
      `update public.message_stage_changes set to_stage = 'won'`,
      'delete from public.message_stage_changes',
    ];
    for (const caller of ['anon', 'stranger', 'owner', 'service_role'] as const) {
      for (const text of write) expect((await api.refusal(caller, text)).code).toBe('42501');
    }
  });

  it('lets the owner change nothing the visitor sent', async () => {
    for (const column of VISITOR_COLUMNS) {
      expect((await api.refusal('owner', `update public.messages set ${column} = ${column} where id = $1`, [FIXTURE_MESSAGE])).message).toContain('permission denied');
    }
  });
});

describe('the public insert (the server’s secret key)', () => {
  it('stores what the visitor chose and where they came from, as a new lead', async () => {
    const stored = await api.as('service_role', async (query) => {
      await query(insertEnquiry, enquiry());
      await becomeOwner(query);
      return (await query(`select ${VISITOR_COLUMNS.join(', ')}, stage, notes, value_amount, follow_up_on from public.messages where service is not null`)).rows[0];
    });
    expect(stored).toEqual({
      ...Object.fromEntries(VISITOR_COLUMNS.map((column, i) => [column, enquiry()[i]])),
      stage: 'new',
      notes: null,
      value_amount: null,
      follow_up_on: null,
    });
  });

  it.each([
    ['stage', `'won'`],
    ['notes', `'Already a customer'`],
    ['value_amount', '1000'],
    ['value_currency', `'EUR'`],
    ['follow_up_on', 'current_date'],
  ])('refuses a crafted insert that sets %s', async (column, value) => {
    const error = await api.refusal('service_role', `insert into public.messages (name, email, message, ${column}) values ('Ann', 'ann@example.com', 'Hello', ${value})`);
    expect(error.message).toContain('permission denied');
  });

});

describe('named CHECKs', () => {
  const asService = (row: Parameters<typeof enquiry>[0]) => api.refusal('service_role', insertEnquiry, enquiry(row));
  const asOwner = (change: string) => api.refusal('owner', `update public.messages set ${change} where id = $1`, [FIXTURE_MESSAGE]);

  it.each([
    ['a budget outside the list', () => asService({ budget: 'a_million' }), 'messages_budget_valid'],
    ['a budget without its currency', () => asService({ budget_currency: null }), 'messages_budget_currency_valid'],
    ['a budget in an unknown currency', () => asService({ budget_currency: 'XYZ' }), 'messages_budget_currency_valid'],
    ['a timeline outside the list', () => asService({ timeline: 'yesterday' }), 'messages_timeline_valid'],
    ['a service that is not a slug', () => asService({ service: 'Power BI' }), 'messages_service_valid'],
    ['a service without its name', () => asService({ service_name: null }), 'messages_service_name_valid'],
    ['a name for "something else"', () => asService({ service: 'something_else' }), 'messages_service_name_valid'],
    ['a referrer that is not a host', () => asService({ referrer_host: 'ann@example.com' }), 'messages_referrer_host_valid'],
    ['a campaign that is not a plain name', () => asService({ utm_campaign: 'Spring Sale' }), 'messages_utm_valid'],
    ['a stage outside the list', () => asOwner(`stage = 'maybe'`), 'messages_stage_valid'],
    ['a negative value', () => asOwner(`value_amount = -1, value_currency = 'EUR'`), 'messages_value_amount_valid'],
    ['a value in fractions of a cent', () => asOwner(`value_amount = 10.005, value_currency = 'EUR'`), 'messages_value_amount_valid'],
    ['an unknown currency', () => asOwner(`value_amount = 10, value_currency = 'ECU'`), 'messages_value_currency_valid'],
    ['a value without its currency', () => asOwner('value_amount = 10'), 'messages_value_complete'],
    ['a follow-up before the message’s day', () => asOwner(`follow_up_on = (created_at at time zone 'utc')::date - 1`), 'messages_follow_up_valid'],
    ['blank notes', () => asOwner(`notes = ' \n '`), 'messages_notes_length'],
    ['notes over 5,000 characters', () => asOwner(`notes = repeat('x', 5001)`), 'messages_notes_length'],
  ])('refuses %s', async (_what, refuse, constraint) => {
    const error = await refuse();
    expect({ code: error.code, constraint: error.constraint }).toEqual({ code: '23514', constraint });
  });

  it('takes every budget, timeline and stage the forms offer, and a follow-up on the message’s own day', async () => {
    const stored = await api.as('service_role', async (query) => {
      let rows = 0;
      for (const budget of BUDGETS) rows += (await query(insertEnquiry, enquiry({ budget }))).rowCount ?? 0;
      for (const timeline of TIMELINES) rows += (await query(insertEnquiry, enquiry({ timeline }))).rowCount ?? 0;
      rows += (await query(insertEnquiry, enquiry({ service: 'something_else', service_name: null }))).rowCount ?? 0;
      return rows;
    });
    expect(stored).toBe(BUDGETS.length + TIMELINES.length + 1);
    const stages = await api.as('owner', async (query) => {
      const seen: string[] = [];
      for (const stage of STAGES) {
        await query(`update public.messages set stage = $2, follow_up_on = (created_at at time zone 'utc')::date where id = $1`, [FIXTURE_MESSAGE, stage]);
        seen.push((await stageOf(query))!);
      }
      return seen;
    });
    expect(stages).toEqual([...STAGES]);
  });
});

describe('the owner’s currency', () => {
  it('is EUR until the owner picks another ISO 4217 code', async () => {
    const currency = await api.as('anon', async (query) => (await query<{ currency: string }>('select currency from public.profile')).rows[0]?.currency);
    expect(currency).toBe('EUR');
    expect((await api.as('owner', (query) => query(`update public.profile set currency = 'GBP'`))).rowCount).toBe(1);
    const error = await api.refusal('owner', `update public.profile set currency = 'eur'`);
    expect({ code: error.code, constraint: error.constraint }).toEqual({ code: '23514', constraint: 'profile_currency_valid' });
  });
});

describe('enquiries in the Insights report', () => {
  it('are summed for the owner by service and by source, and for nobody else', async () => {
    const report = (caller: 'owner' | 'stranger') =>
      api.as(caller, async (query) => {
        if (caller === 'owner') {
          await query('set local role service_role');
          await query(insertEnquiry, enquiry());
          await query(insertEnquiry, enquiry({ utm_source: null, utm_medium: null, utm_campaign: null }));
          await becomeOwner(query);
        }
        return (await query<{ r: { enquiries: { services: unknown[]; sources: unknown[] } } }>('select public.insight_report(7) as r')).rows[0]!.r.enquiries;
      });
    const owner = await report('owner');
    expect(owner.services).toEqual(expect.arrayContaining([{ service: 'power-bi-dashboards', name: 'Power BI dashboards', n: 2 }]));
    expect(owner.sources).toEqual(expect.arrayContaining([
      { kind: 'utm', label: 'linkedin', n: 1, visitors: expect.any(Number) },
      { kind: 'referrer', label: 'www.google.com', n: 1, visitors: expect.any(Number) },
    ]));
    expect(await report('stranger')).toEqual({ services: [], sources: [] });
    expect((await api.refusal('anon', 'select public.insight_report(7)')).code).toBe('42501');
  });
});
