import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendMessageAction } from '@/app/(site)/actions';
import { countUnreadMessages, deleteMessage, listMessages, markMessage } from '@/lib/messages/admin';
import { sendMessage } from '@/lib/messages/send';
import { notifyOwner } from '@/lib/mail/notify';
import { CONTACT_TEXTS, INBOX_TEXTS } from '@/lib/messages/vocabulary';
import { anonClient, backend, freshUserClient, ownerClient } from './clients';

// Messages: only the server writes one (the contact form's action, with the secret key), after
// its per-client checks; the public key cannot insert at all. The database still checks and
// bounds every message; only the owner reads, marks and deletes. The contact form's server
// action runs here as Next would run it: headers() gives a client address and after()
// callbacks run once the action has answered.
vi.mock('next/headers', () => ({ headers: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));

const restUrl = `${backend.url}/rest/v1/messages`;
const anonHeaders = { apikey: backend.publishableKey, 'content-type': 'application/json' };
const serverHeaders = { apikey: backend.secretKey, 'content-type': 'application/json' };

const newMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Sender',
  email: `sender-${randomUUID().slice(0, 8)}@example.com`,
  message: 'Hello from an integration test.',
  ...overrides,
});

/** A message posted to /rest/v1 as anyone could try, with the public key and nothing else. */
const postDirectly = (row: Record<string, unknown>, headers: Record<string, string> = anonHeaders) =>
  fetch(restUrl, { method: 'POST', headers, body: JSON.stringify(row) });

/** A message posted with the server's secret key, as lib/messages/send.ts does. */
const postAsServer = (row: Record<string, unknown>) => postDirectly({ sender_hash: randomUUID().replaceAll('-', ''), ...row }, serverHeaders);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

let visitors = 0;
/** A client address no other test uses, so the app's per-client limit starts afresh. */
const newVisitor = () => `198.51.100.${++visitors}`;

function visitFrom(ip: string) {
  vi.mocked(headers).mockResolvedValue(new Headers({ 'x-forwarded-for': ip }) as unknown as Awaited<ReturnType<typeof headers>>);
}

/** Runs what the action scheduled with after(), as Next does once the answer has gone out. */
async function runAfterCallbacks() {
  const callbacks = vi.mocked(after).mock.calls.map(([callback]) => callback as () => Promise<unknown>);
  vi.mocked(after).mockClear();
  return Promise.all(callbacks.map((callback) => callback()));
}

let owner: Awaited<ReturnType<typeof ownerClient>>;

async function rowsFrom(email: string) {
  const { data, error } = await owner.from('messages').select('*').eq('email', email);
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  owner = await ownerClient();
});

// The limits count the stored rows, so every test starts from an empty table.
async function emptyInbox() {
  const { error } = await owner.from('messages').delete().not('id', 'is', null);
  if (error) throw error;
}
beforeEach(emptyInbox);
afterAll(emptyInbox);

describe('public.messages through /rest/v1', () => {
  it('refuses a message from the public key, anonymous or signed in, with or without a sender hash', async () => {
    const visitor = await freshUserClient();
    const token = (await visitor.auth.getSession()).data.session!.access_token;
    const signedIn = { ...anonHeaders, authorization: `Bearer ${token}` };
    for (const headers of [anonHeaders, signedIn]) {
      for (const extra of [{}, { sender_hash: 'a'.repeat(32) }]) {
        const message = newMessage(extra);
        const response = await postDirectly(message, headers);
        expect(response.status, await response.text()).toBeGreaterThanOrEqual(401);
        expect(response.status).toBeLessThan(500);
      }
    }
    for (const db of [anonClient(), visitor]) expect((await db.from('messages').insert(newMessage())).error).not.toBeNull();
    expect((await owner.from('messages').select('id')).data).toEqual([]);
  });

  it('takes a message from the server key, and shows it to nobody but the owner', async () => {
    const message = newMessage({ sender_hash: 'c'.repeat(32) });
    const sent = await postAsServer(message);
    expect(sent.status).toBe(201);

    const anonymous = await anonClient().from('messages').select('*');
    expect(anonymous.data ?? []).toEqual([]);
    const visitor = await (await freshUserClient()).from('messages').select('*');
    expect(visitor.data ?? []).toEqual([]);

    const [row] = await rowsFrom(message.email);
    expect(row).toMatchObject({ ...message, read_at: null });
  });

  it('lets neither anonymous callers nor other accounts mark or delete a message', async () => {
    const message = newMessage();
    expect((await postAsServer(message)).status).toBe(201);
    const [before] = await rowsFrom(message.email);
    const visitor = await freshUserClient();

    for (const db of [anonClient(), visitor]) {
      await db.from('messages').update({ read_at: new Date().toISOString() }).eq('id', before.id);
      await db.from('messages').delete().eq('id', before.id);
    }
    const patched = await fetch(`${restUrl}?id=eq.${before.id}`, { method: 'PATCH', headers: anonHeaders, body: JSON.stringify({ message: 'Defaced' }) });
    const deleted = await fetch(`${restUrl}?id=eq.${before.id}`, { method: 'DELETE', headers: anonHeaders });
    expect(patched.status).toBeLessThan(500);
    expect(deleted.status).toBeLessThan(500);

    expect(await rowsFrom(message.email)).toEqual([before]);
    expect(await countUnreadMessages(visitor)).toBe(0);
    expect(await listMessages(visitor)).toEqual([]);
    expect(await markMessage(visitor, before.id, true)).toMatchObject({ ok: false, reason: 'not_found' });
    expect(await deleteMessage(visitor, before.id)).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('stamps a new message now and unread, whatever the sender claims', async () => {
    const message = newMessage({ created_at: '2001-01-01T00:00:00Z', read_at: '2001-01-01T00:00:00Z' });
    const response = await postAsServer(message);
    const rows = await rowsFrom(message.email);
    // Refused outright (hosted Supabase: no privilege on those columns) or stored with the
    // database's values (the local backend grants every column).
    expect([response.status, rows.length]).toEqual(response.status === 201 ? [201, 1] : [expect.any(Number), 0]);
    for (const row of rows) {
      expect(row.read_at).toBeNull();
      expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
    }
  });

  it.each([
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'messages_name_length'],
    ['an empty name', { name: '   ' }, 'messages_name_length'],
    ['a message over 5,000 characters', { message: 'x'.repeat(5001) }, 'messages_message_length'],
    ['an empty message', { message: '' }, 'messages_message_length'],
    ['a malformed email', { email: 'not-an-address' }, 'messages_email_valid'],
    ['a forged sender hash', { sender_hash: 'not hex' }, 'messages_sender_hash_valid'],
  ])('refuses %s with a 400', async (_case, overrides, constraint) => {
    const message = newMessage(overrides);
    const response = await postAsServer(message);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(constraint);
    expect(await rowsFrom(message.email)).toEqual([]);
  });

  it('takes at most 3 messages an hour from one address, whatever its case', async () => {
    const email = `busy-${randomUUID().slice(0, 8)}@example.com`;
    for (const variant of [email, email.toUpperCase(), email]) expect((await postAsServer(newMessage({ email: variant }))).status).toBe(201);
    const refused = await postAsServer(newMessage({ email }));
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { code: string; message: string; details: string };
    expect(body.code).toBe('23514');
    expect(body.message).toContain('messages_rate_limit');
    expect(body.details).toBe(CONTACT_TEXTS.throttled);
    expect(await owner.from('messages').select('id').ilike('email', email)).toMatchObject({ data: { length: 3 } });
  });

  it('takes at most 5 messages an hour from one sender, whatever addresses it gives', async () => {
    const senderHash = randomUUID().replaceAll('-', '');
    for (let i = 0; i < 5; i++) expect((await postAsServer(newMessage({ sender_hash: senderHash }))).status).toBe(201);
    expect((await postAsServer(newMessage({ sender_hash: senderHash }))).status).toBe(400);
  });

  it('takes at most 60 messages a minute in all', async () => {
    for (let i = 0; i < 60; i++) expect((await postAsServer(newMessage())).status).toBe(201);
    const refused = await postAsServer(newMessage());
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('messages_rate_limit');
    expect((await owner.from('messages').select('id')).data).toHaveLength(60);
  });
});

describe('the owner inbox in lib/messages/admin.ts', () => {
  it('lists newest first, counts unread, marks read and unread, deletes', async () => {
    for (const text of ['First', 'Second']) expect(await sendMessage(newMessage({ message: text }), 'a'.repeat(32))).toEqual({ ok: true, value: undefined });
    const listed = await listMessages(owner);
    expect(listed.map((message) => message.message)).toEqual(['Second', 'First']);
    expect(listed.every((message) => message.readAt === null)).toBe(true);
    expect(await countUnreadMessages(owner)).toBe(2);

    const opened = await markMessage(owner, listed[0]!.id, true);
    expect(opened).toMatchObject({ ok: true, value: { id: listed[0]!.id, message: 'Second' } });
    expect(opened.ok && opened.value.readAt).toBeTruthy();
    expect(await countUnreadMessages(owner)).toBe(1);
    expect(await markMessage(owner, listed[0]!.id, false)).toMatchObject({ ok: true, value: { readAt: null } });
    expect(await countUnreadMessages(owner)).toBe(2);

    expect(await deleteMessage(owner, listed[1]!.id)).toEqual({ ok: true, value: undefined });
    expect((await listMessages(owner)).map((message) => message.message)).toEqual(['Second']);
    expect(await deleteMessage(owner, listed[1]!.id)).toMatchObject({ ok: false, reason: 'not_found', message: INBOX_TEXTS.notFound });
  });

  it('lets the owner change the read mark, never what was sent: the text, the sender and the dates stay', async () => {
    expect(await sendMessage(newMessage({ message: 'As sent' }), 'c'.repeat(32))).toEqual({ ok: true, value: undefined });
    const [sent] = await listMessages(owner);
    for (const change of [{ message: 'Rewritten' }, { name: 'Someone else' }, { email: 'else@example.com' }, { created_at: '2001-01-01T00:00:00Z' }, { id: randomUUID() }]) {
      const { error } = await owner.from('messages').update(change).eq('id', sent!.id);
      expect(error?.code).toBe('42501');
    }
    expect(await listMessages(owner)).toEqual([sent]);
  });

  it('answers a refused message in words the visitor can act on', async () => {
    expect(await sendMessage(newMessage({ message: 'x'.repeat(5001) }), 'b'.repeat(32))).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Message must be 1 to 5,000 characters',
    });
  });
});

describe('the contact form action', () => {
  beforeEach(() => {
    visitFrom(newVisitor());
    vi.mocked(after).mockClear();
  });

  const fields = (overrides: Record<string, string> = {}) => ({
    name: 'Ada Lovelace',
    email: `ada-${randomUUID().slice(0, 8)}@example.com`,
    message: 'I would like a Power BI report.',
    ...overrides,
  });

  it('stores the message, trimmed, with a keyed hash of the sender instead of the address', async () => {
    const sent = fields({ name: '  Ada Lovelace ', message: ' Hello \n' });
    expect(await sendMessageAction(null, form(sent))).toEqual({ ok: true, message: CONTACT_TEXTS.sentTitle });
    const [row] = await rowsFrom(sent.email);
    expect(row).toMatchObject({ name: 'Ada Lovelace', message: 'Hello', read_at: null });
    expect(row.sender_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain('198.51.100.');
  });

  it('answers invalid fields with the form messages and stores nothing', async () => {
    const sent = fields({ name: ' ', email: 'ada@example' });
    const result = await sendMessageAction(null, form(sent));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { name: ['Name is required'], email: ['Enter a valid email address, e.g. name@example.com'] },
      values: { name: ' ', email: 'ada@example', message: sent.message },
    });
    expect(await rowsFrom(sent.email)).toEqual([]);
  });

  it('refuses U+0000 and other control characters field by field before the database, and stores nothing', async () => {
    const sent = fields({ name: 'Ada\u0000', message: 'Line one\n\tindented\u0007' });
    const result = await sendMessageAction(null, form(sent));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { name: ['Name cannot contain control characters'], message: ['Message cannot contain control characters'] },
    });
    expect(JSON.stringify(result)).not.toMatch(/encoding|UTF8|byte sequence/);
    expect(await rowsFrom(sent.email)).toEqual([]);
    // A line break and a tab are fine in the message; in the name a line break is not.
    expect(await sendMessageAction(null, form(fields({ name: 'Ada\nLovelace' })))).toMatchObject({ fieldErrors: { name: ['Name cannot contain control characters'] } });
    expect(await sendMessageAction(null, form(fields({ message: 'Line one\n\tindented' })))).toEqual({ ok: true, message: CONTACT_TEXTS.sentTitle });
  });

  it('thanks a bot that filled in the honeypot and stores nothing', async () => {
    const sent = fields({ website: 'https://spam.example' });
    expect(await sendMessageAction(null, form(sent))).toEqual({ ok: true, message: CONTACT_TEXTS.sentTitle });
    expect(await rowsFrom(sent.email)).toEqual([]);
    expect(after).not.toHaveBeenCalled();
  });

  it('says "Too many messages" after 3 from one address, keeping what was typed', async () => {
    const sent = fields();
    for (let i = 0; i < 3; i++) {
      visitFrom(newVisitor());
      expect(await sendMessageAction(null, form(sent))).toMatchObject({ ok: true });
    }
    visitFrom(newVisitor());
    expect(await sendMessageAction(null, form(sent))).toEqual({ ok: false, message: 'Too many messages. Please try again later.', values: sent });
    expect(await rowsFrom(sent.email)).toHaveLength(3);
  });

  it('says "Too many messages" after 5 from one client in 10 minutes', async () => {
    for (let i = 0; i < 5; i++) expect(await sendMessageAction(null, form(fields()))).toMatchObject({ ok: true });
    const sixth = fields();
    expect(await sendMessageAction(null, form(sixth))).toMatchObject({ ok: false, message: CONTACT_TEXTS.throttled });
    expect(await rowsFrom(sixth.email)).toEqual([]);

    // Another visitor is not held back by that one.
    visitFrom(newVisitor());
    expect(await sendMessageAction(null, form(fields()))).toEqual({ ok: true, message: CONTACT_TEXTS.sentTitle });
  });

  it('counts one client whatever X-Forwarded-For entries it writes before the trusted one', async () => {
    const client = newVisitor();
    for (let i = 0; i < 5; i++) {
      visitFrom(`203.0.113.${i}, ${client}`);
      expect(await sendMessageAction(null, form(fields()))).toMatchObject({ ok: true });
    }
    visitFrom(`198.51.100.250, ${client}`);
    expect(await sendMessageAction(null, form(fields()))).toMatchObject({ ok: false, message: CONTACT_TEXTS.throttled });
  });

  it('passes on the database refusal when its limit is hit first', async () => {
    // Other instances of the app already stored 60 this minute.
    for (let i = 0; i < 60; i++) expect((await postAsServer(newMessage())).status).toBe(201);
    const sent = fields();
    expect(await sendMessageAction(null, form(sent))).toMatchObject({ ok: false, message: CONTACT_TEXTS.throttled, values: sent });
    expect(after).not.toHaveBeenCalled();
  });
});

describe('the e-mail to the owner', () => {
  type Received = { from: string; to: string[]; data: string };
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (data += chunk));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    received.length = 0;
    vi.stubEnv('SMTP_HOST', '127.0.0.1');
    vi.stubEnv('SMTP_PORT', String(port));
    vi.stubEnv('SMTP_FROM', 'Portfolio <site@example.com>');
    vi.stubEnv('SMTP_TO', 'owner@example.com');
    visitFrom(newVisitor());
    vi.mocked(after).mockClear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('goes out for every stored message, after the visitor has the answer', async () => {
    const sent = { name: 'Grace Hopper', email: `grace-${randomUUID().slice(0, 8)}@example.com`, message: 'Can you build a dashboard?\nThanks!' };
    expect(await sendMessageAction(null, form(sent))).toEqual({ ok: true, message: CONTACT_TEXTS.sentTitle });
    expect(received).toEqual([]);
    // The mail's result, then the Insights count's (which answers nothing).
    expect(await runAfterCallbacks()).toEqual(['sent', undefined]);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'site@example.com', to: ['owner@example.com'] });
    expect(mail!.data).toContain('Subject: New message from Grace Hopper');
    expect(mail!.data).toContain(`Reply-To: Grace Hopper <${sent.email}>`);
    expect(mail!.data).toContain('Can you build a dashboard?');
  });

  it('carries the service, budget and timeline the visitor chose', async () => {
    const sent = { name: 'Grace Hopper', email: `grace-${randomUUID().slice(0, 8)}@example.com`, message: 'A report?', service: 'something_else', budget: 'over_15000', timeline: 'asap' };
    expect(await sendMessageAction(null, form(sent))).toEqual({ ok: true, message: CONTACT_TEXTS.sentTitle });
    expect(await runAfterCallbacks()).toEqual(['sent', undefined]);
    // Quoted-printable may wrap lines and encodes the euro sign and the dash.
    const text = received[0]!.data.replace(/=\r\n/g, '');
    expect(text).toContain('Service: Something else');
    expect(text).toMatch(/Budget: Over (€|=E2=82=AC)15,000/);
    expect(text).toContain('Timeline: As soon as possible');
  });

  it('is not sent for a refused message or the honeypot', async () => {
    await sendMessageAction(null, form({ name: 'Bot', email: 'bot@example.com', message: 'Buy now', website: 'x' }));
    await sendMessageAction(null, form({ name: '', email: 'bot@example.com', message: 'Buy now' }));
    await runAfterCallbacks();
    expect(received).toEqual([]);
  });

  it('is skipped without SMTP settings', async () => {
    vi.stubEnv('SMTP_HOST', '');
    expect(await notifyOwner(newMessage())).toBe('disabled');
    expect(received).toEqual([]);
  });

  it('that fails is logged and changes nothing for the visitor or the stored message', async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    vi.stubEnv('SMTP_PORT', String(closedPort));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const sent = { name: 'Grace Hopper', email: `grace-${randomUUID().slice(0, 8)}@example.com`, message: 'Still here?' };
    expect(await sendMessageAction(null, form(sent))).toEqual({ ok: true, message: CONTACT_TEXTS.sentTitle });
    expect(await runAfterCallbacks()).toEqual(['failed', undefined]);
    expect(logged).toHaveBeenCalledWith('[mail] the notification was not sent:', expect.stringContaining('ECONNREFUSED'));
    expect(await rowsFrom(sent.email)).toHaveLength(1);
    logged.mockRestore();
  });
});

describe('Insights', () => {
  const messagesToday = async () => {
    const { data, error } = await (await ownerClient())
      .from('insight_totals')
      .select('n')
      .eq('day', new Date().toISOString().slice(0, 10))
      .eq('metric', 'message')
      .eq('label', '/');
    if (error) throw error;
    return data.reduce((sum, row) => sum + Number(row.n), 0);
  };
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
  const sendFrom = async (extra: Record<string, string>) => {
    vi.mocked(headers).mockResolvedValue(new Headers({ 'x-forwarded-for': newVisitor(), 'user-agent': browser, ...extra }) as unknown as Awaited<ReturnType<typeof headers>>);
    vi.mocked(after).mockClear();
    const sent = { name: 'Ada', email: `ada-${randomUUID().slice(0, 8)}@example.com`, message: 'Counted?' };
    expect(await sendMessageAction(null, form(sent))).toEqual({ ok: true, message: CONTACT_TEXTS.sentTitle });
    await runAfterCallbacks();
  };

  it('count a stored message once the visitor has the answer, unless the browser asks not to be tracked', async () => {
    const before = await messagesToday();
    await sendFrom({});
    expect(await messagesToday()).toBe(before + 1);
    await sendFrom({ 'sec-gpc': '1' });
    expect(await messagesToday()).toBe(before + 1);
  });
});
