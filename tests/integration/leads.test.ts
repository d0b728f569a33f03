import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendMessageAction } from '@/app/(site)/actions';
import { getInsightReport } from '@/lib/insights/admin';
import { countDueFollowUps, listMessages, updateLead } from '@/lib/messages/admin';
import { MESSAGE_CONSTRAINT_MESSAGES } from '@/lib/messages/model';
import { sendMessage } from '@/lib/messages/send';
import { CONTACT_TEXTS, ENQUIRY_TEXTS, OTHER_SERVICE } from '@/lib/messages/vocabulary';
import { anonClient, backend, freshUserClient, ownerClient } from './clients';

// A message is a lead: the visitor's choices and where they came from are stored with it by the
// server's key; the owner alone reads it and works it through the pipeline (stage, value,
// follow-up, notes), and each stage change is dated in a history only the owner reads.
vi.mock('next/headers', () => ({ headers: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));
// The published services the contact form offers (their own domain reads them).
vi.mock('@/lib/messages/services', () => ({
  listEnquiryServices: async () => [
    { slug: 'power-bi-dashboards', name: 'Power BI dashboards' },
    { slug: 'wordpress-care', name: 'WordPress care' },
  ],
}));

const restUrl = `${backend.url}/rest/v1/messages`;
const serverHeaders = { apikey: backend.secretKey, 'content-type': 'application/json' };
const newEmail = () => `lead-${randomUUID().slice(0, 8)}@example.com`;
const postAsServer = (row: Record<string, unknown>) =>
  fetch(restUrl, { method: 'POST', headers: serverHeaders, body: JSON.stringify({ name: 'Lead', email: newEmail(), message: 'Hello', ...row }) });

const today = () => new Date().toISOString().slice(0, 10);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

let visitors = 0;
function visitFrom() {
  vi.mocked(headers).mockResolvedValue(new Headers({ 'x-forwarded-for': `198.51.100.${++visitors}` }) as unknown as Awaited<ReturnType<typeof headers>>);
}

let owner: Awaited<ReturnType<typeof ownerClient>>;

async function emptyInbox() {
  const { error } = await owner.from('messages').delete().not('id', 'is', null);
  if (error) throw error;
}

/** A lead as the contact form stores it, and its id. */
async function newLead(extra: Partial<Parameters<typeof sendMessage>[0]> = {}) {
  const email = newEmail();
  const sent = await sendMessage({ name: 'Lead', email, message: 'Hello', ...extra }, randomUUID().replaceAll('-', ''));
  expect(sent).toEqual({ ok: true, value: undefined });
  const { data } = await owner.from('messages').select('id').eq('email', email).single();
  return data!.id as string;
}

const lead = (input: Partial<Parameters<typeof updateLead>[2]> = {}) => ({ stage: 'new' as const, value: null, followUpOn: null, notes: null, ...input });

beforeAll(async () => {
  owner = await ownerClient();
});
beforeEach(async () => {
  await emptyInbox();
  visitFrom();
  vi.mocked(after).mockClear();
});
afterAll(emptyInbox);

describe('who reads and works a lead', () => {
  it('shows anonymous visitors and signed-in strangers no lead, note or history, and lets them change nothing', async () => {
    const id = await newLead();
    expect((await updateLead(owner, id, lead({ stage: 'qualified', notes: 'Only mine' }))).ok).toBe(true);
    const stranger = await freshUserClient();
    for (const db of [anonClient(), stranger]) {
      expect((await db.from('messages').select('stage, notes')).data ?? []).toEqual([]);
      expect((await db.from('message_stage_changes').select('*')).data ?? []).toEqual([]);
      await db.from('messages').update({ stage: 'spam', notes: 'Defaced' }).eq('id', id);
      await db.from('message_stage_changes').insert({ message_id: id, from_stage: 'new', to_stage: 'won' });
      expect(await countDueFollowUps(db)).toBe(0);
      expect(await updateLead(db, id, lead({ stage: 'won' }))).toMatchObject({ ok: false });
    }
    expect(await listMessages(stranger)).toEqual([]);
    const [stored] = await listMessages(owner);
    expect(stored).toMatchObject({ id, stage: 'qualified', notes: 'Only mine' });
    expect(stored!.history.map(({ from, to }) => [from, to])).toEqual([['new', 'qualified']]);
  });

  it('lets the owner move a lead through its stages, each change dated in its history', async () => {
    const id = await newLead();
    const steps = ['qualified', 'proposal', 'won'] as const;
    for (const stage of steps) expect(await updateLead(owner, id, lead({ stage }))).toMatchObject({ ok: true, value: { id, stage } });
    // Saving other fields alone adds nothing to the history.
    expect((await updateLead(owner, id, lead({ stage: 'won', notes: 'Signed' }))).ok).toBe(true);
    const [stored] = await listMessages(owner);
    expect(stored!.history.map(({ from, to }) => `${from}→${to}`)).toEqual(['new→qualified', 'qualified→proposal', 'proposal→won']);
    for (const change of stored!.history) expect(Date.now() - Date.parse(change.at)).toBeLessThan(60_000);
  });

  it('stores an estimated value as an exact decimal in its currency, a follow-up and notes', async () => {
    const id = await newLead();
    const saved = await updateLead(owner, id, lead({ stage: 'proposal', value: { amount: '4500.50', currency: 'GBP' }, followUpOn: today(), notes: 'Send the proposal\nby Friday' }));
    expect(saved).toMatchObject({ ok: true, value: { value: { amount: '4500.5', currency: 'GBP' }, followUpOn: today(), notes: 'Send the proposal\nby Friday' } });
    expect(await updateLead(owner, id, lead({ stage: 'proposal' }))).toMatchObject({ ok: true, value: { value: null, followUpOn: null, notes: null } });
  });
});

describe('the public insert', () => {
  it('stores what the visitor chose and where they came from, as a new lead', async () => {
    await newLead({
      service: { key: 'power-bi-dashboards', name: 'Power BI dashboards' },
      budget: { key: '5000_15000', currency: 'EUR' },
      timeline: 'asap',
      source: { referrer: 'www.google.com', utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'spring-2027' },
    });
    const [stored] = await listMessages(owner);
    expect(stored).toMatchObject({
      service: { key: 'power-bi-dashboards', name: 'Power BI dashboards' },
      budget: { key: '5000_15000', currency: 'EUR' },
      timeline: 'asap',
      source: { referrer: 'www.google.com', utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'spring-2027' },
      stage: 'new',
      value: null,
      followUpOn: null,
      notes: null,
      history: [],
    });
  });

  it.each([
    ['a stage', { stage: 'won' }],
    ['notes', { notes: 'Already a customer' }],
    ['a value', { value_amount: 1000, value_currency: 'EUR' }],
    ['a follow-up', { follow_up_on: today() }],
  ])('refuses a crafted insert that sets %s', async (_what, row) => {
    const response = await postAsServer(row);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    // The local backend grants the secret key every column, so its trigger refuses; hosted, the
    // column grants do first.
    expect(((await response.json()) as { message: string }).message).toMatch(/messages_visitor_fields|permission denied/);
    expect(await listMessages(owner)).toEqual([]);
  });

  it.each([
    ['a budget outside the list', { budget: 'a_million', budget_currency: 'EUR' }, 'messages_budget_valid'],
    ['a timeline outside the list', { timeline: 'yesterday' }, 'messages_timeline_valid'],
    ['a budget in an unknown currency', { budget: 'not_sure', budget_currency: 'XYZ' }, 'messages_budget_currency_valid'],
    ['a referrer that is not a host', { referrer_host: 'ann@example.com' }, 'messages_referrer_host_valid'],
    ['a campaign with free text', { utm_source: 'My Newsletter' }, 'messages_utm_valid'],
  ])('refuses %s', async (_what, row, constraint) => {
    const response = await postAsServer(row);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(constraint);
  });
});

describe('the owner’s changes the database refuses', () => {
  it.each([
    ['a negative value', lead({ value: { amount: '-1', currency: 'EUR' } }), 'messages_value_amount_valid'],
    ['an unknown currency', lead({ value: { amount: '10', currency: 'ECU' as 'EUR' } }), 'messages_value_currency_valid'],
    ['a stage outside the list', lead({ stage: 'maybe' as 'new' }), 'messages_stage_valid'],
    ['a follow-up before the message’s day', lead({ followUpOn: dayBefore(today()) }), 'messages_follow_up_valid'],
  ])('%s, in words the owner can act on', async (_what, input, constraint) => {
    const id = await newLead();
    expect(await updateLead(owner, id, input)).toEqual({ ok: false, reason: 'invalid', message: MESSAGE_CONSTRAINT_MESSAGES[constraint] });
  });
});

describe('the inbox', () => {
  it('filters by stage, sorts by follow-up and counts the follow-ups due', async () => {
    const [a, b, c, d] = [await newLead(), await newLead(), await newLead(), await newLead()];
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await updateLead(owner, a, lead({ stage: 'qualified', followUpOn: soon }));
    await updateLead(owner, b, lead({ stage: 'qualified', followUpOn: today() }));
    await updateLead(owner, c, lead({ stage: 'won', followUpOn: today() }));
    await updateLead(owner, d, lead({ stage: 'proposal' }));

    expect((await listMessages(owner, { stage: 'qualified' })).map((message) => message.id).sort()).toEqual([a, b].sort());
    // The nearest follow-up first, ties newest first, leads without one last.
    expect((await listMessages(owner, { sort: 'follow-up' })).map((message) => message.id)).toEqual([c, b, a, d]);
    // A won lead's follow-up is no longer due.
    expect(await countDueFollowUps(owner)).toBe(1);
    expect(await countDueFollowUps(owner, soon)).toBe(2);
  });
});

describe('the contact form action', () => {
  const fields = (extra: Record<string, string> = {}) => ({ name: 'Ada Lovelace', email: newEmail(), message: 'A dashboard, please.', ...extra });

  it('stores the service by its key and name, the budget in the owner’s currency, the timeline and the source', async () => {
    const sent = fields({ service: 'power-bi-dashboards', budget: '1000_5000', timeline: 'within_3_months', referrer: 'News.Example', utm_source: 'Newsletter', utm_medium: '', utm_campaign: 'x@y.z' });
    expect(await sendMessageAction(null, form(sent))).toEqual({ ok: true, message: CONTACT_TEXTS.sentTitle });
    const [stored] = await listMessages(owner);
    expect(stored).toMatchObject({
      email: sent.email,
      service: { key: 'power-bi-dashboards', name: 'Power BI dashboards' },
      budget: { key: '1000_5000', currency: 'EUR' },
      timeline: 'within_3_months',
      source: { referrer: 'news.example', utmSource: 'newsletter', utmMedium: null, utmCampaign: null },
    });
  });

  it('takes a message without any of the choices, and "Something else"', async () => {
    expect(await sendMessageAction(null, form(fields()))).toMatchObject({ ok: true });
    visitFrom();
    expect(await sendMessageAction(null, form(fields({ service: OTHER_SERVICE })))).toMatchObject({ ok: true });
    const stored = await listMessages(owner);
    expect(stored.map((message) => message.service)).toEqual([{ key: OTHER_SERVICE, name: ENQUIRY_TEXTS.otherService }, null]);
    expect(stored.every((message) => message.budget === null && message.timeline === null && message.source.referrer === null)).toBe(true);
  });

  it('says so when the chosen service is no longer offered, keeping what was typed', async () => {
    const sent = fields({ service: 'seo-audits' });
    expect(await sendMessageAction(null, form(sent))).toEqual({ ok: false, message: ENQUIRY_TEXTS.unknownService, values: sent });
    expect(await listMessages(owner)).toEqual([]);
  });

  it('answers a choice outside the lists with one message, not a field error', async () => {
    const sent = fields({ budget: 'a_million' });
    expect(await sendMessageAction(null, form(sent))).toEqual({ ok: false, message: ENQUIRY_TEXTS.invalidChoice, values: sent });
  });

  it('leaves out a referrer that is the site itself', async () => {
    expect(await sendMessageAction(null, form(fields({ referrer: new URL(process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').host })))).toMatchObject({ ok: true });
    expect((await listMessages(owner))[0]!.source.referrer).toBeNull();
  });
});

describe('enquiries in Insights', () => {
  it('are summed by service and by source for the owner, and for nobody else', async () => {
    await newLead({ service: { key: 'power-bi-dashboards', name: 'Power BI dashboards' }, source: { referrer: 'www.google.com', utmSource: null, utmMedium: null, utmCampaign: null } });
    await newLead({ service: { key: 'power-bi-dashboards', name: 'Power BI dashboards' }, source: { referrer: 'www.google.com', utmSource: 'linkedin', utmMedium: null, utmCampaign: null } });
    const spam = await newLead({ service: { key: 'wordpress-care', name: 'WordPress care' } });
    await updateLead(owner, spam, lead({ stage: 'spam' }));

    const { enquiries } = await getInsightReport(owner, 7);
    expect(enquiries.services).toEqual([{ service: 'power-bi-dashboards', name: 'Power BI dashboards', n: 2 }]);
    expect(enquiries.sources).toEqual(
      expect.arrayContaining([
        { kind: 'referrer', label: 'www.google.com', n: 1, visitors: expect.any(Number) },
        { kind: 'utm', label: 'linkedin', n: 1, visitors: expect.any(Number) },
      ]),
    );
    expect((await getInsightReport(await freshUserClient(), 7)).enquiries).toEqual({ services: [], sources: [] });
  });
});
