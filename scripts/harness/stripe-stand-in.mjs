// A small stand-in for the parts of Stripe's API the site uses, on 127.0.0.1, for the tests: no
// network reaches Stripe from here. It answers as Stripe's API reference documents:
//   POST /v1/checkout/sessions            a Checkout Session (form-encoded parameters, Idempotency-Key honoured)
//   GET  /v1/checkout/sessions/:id        the session; expand[] of invoice and payment_intent.latest_charge
// and plays Stripe's hosted page: GET /pay/:id shows what is due and a Pay button; POST /pay/:id
// marks the session paid, sends the site checkout.session.completed, signed with the webhook
// secret by the stripe package's own test-header helper, and returns the client to success_url.
// Every API request is kept (`requests`) so a test can check exactly what the site sent.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** Stripe's form encoding (a[b][0][c]=v) back into objects and arrays. */
export function parseStripeForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\]\[|\[|\]/).filter(Boolean);
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
    });
  }
  return root;
}

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * @param {{ secretKey: string, webhookSecret: string }} options
 */
export async function startStripeStandIn({ secretKey, webhookSecret }) {
  /** @type {Map<string, any>} */
  const sessions = new Map();
  /** @type {Map<string, any>} */
  const byIdempotencyKey = new Map();
  /** @type {{ method: string, path: string, idempotencyKey?: string, form: any }[]} */
  const requests = [];
  let webhookUrl = '';
  let origin = '';

  /** Signs and sends an event for a session to the site, as Stripe does; resolves to the site's answer. */
  async function sendEvent(type, session, { created = Math.floor(Date.now() / 1000), secret = webhookSecret, object = session } = {}) {
    const payload = JSON.stringify({ id: id('evt').replace('_test', ''), object: 'event', type, created, livemode: false, data: { object } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: created });
    const response = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    return { status: response.status, body: await response.text(), payload };
  }

  function createSession(form) {
    const item = form.line_items?.[0]?.price_data ?? {};
    const amount = Number(item.unit_amount) * Number(form.line_items?.[0]?.quantity ?? 1);
    const sessionId = id('cs');
    return {
      id: sessionId,
      object: 'checkout.session',
      mode: form.mode,
      url: `${origin}/pay/${sessionId}`,
      amount_total: amount,
      currency: item.currency,
      customer_email: form.customer_email ?? null,
      client_reference_id: form.client_reference_id ?? null,
      metadata: form.metadata ?? {},
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
      invoice: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      expires_at: Number(form.expires_at) || Math.floor(Date.now() / 1000) + 86_400,
      created: Math.floor(Date.now() / 1000),
      line_items_requested: form.line_items,
    };
  }

  function expanded(session, expand) {
    const copy = { ...session };
    if (expand.includes('payment_intent.latest_charge') && session.payment_intent) {
      copy.payment_intent = { id: session.payment_intent, object: 'payment_intent', latest_charge: { id: 'ch_test_1', object: 'charge', receipt_url: `https://pay.stripe.com/receipts/${session.id}` } };
    }
    if (expand.includes('invoice') && session.invoice) {
      copy.invoice = { id: session.invoice, object: 'invoice', hosted_invoice_url: `https://invoice.stripe.com/i/${session.invoice}` };
    }
    return copy;
  }

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', origin);
    try {
      if (url.pathname.startsWith('/v1/')) {
        if (req.headers.authorization !== `Bearer ${secretKey}`) return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        const form = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
        requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: /** @type {string | undefined} */ (req.headers['idempotency-key']), form });
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const key = req.headers['idempotency-key'];
          const session = (key && byIdempotencyKey.get(key)) || createSession(form);
          if (key) byIdempotencyKey.set(key, session);
          sessions.set(session.id, session);
          return json(res, 200, session);
        }
        const match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
        if (req.method === 'GET' && match && sessions.has(match[1])) return json(res, 200, expanded(sessions.get(match[1]), [].concat(form.expand ?? [])));
        return json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
      }
      // For tests in other processes: what the site asked for.
      if (url.pathname === '/__sessions') return json(res, 200, [...sessions.values()]);
      if (url.pathname === '/__requests') return json(res, 200, requests);
      const pay = /^\/pay\/([\w]+)$/.exec(url.pathname);
      const session = pay ? sessions.get(pay[1]) : undefined;
      if (!session) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('No such payment page');
      }
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const due = `${(session.amount_total / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`;
        return res.end(`<!doctype html><html lang="en"><title>Stripe stand-in</title><main><h1>Pay ${due}</h1><p>${session.line_items_requested?.[0]?.price_data?.product_data?.name ?? ''}</p><form method="post"><button>Pay</button></form><a href="${session.cancel_url}">Back</a></main></html>`);
      }
      // Paid: Stripe's page marks the session paid, tells the site, and sends the client back.
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi'), invoice: id('in') });
      await sendEvent('checkout.session.completed', session);
      res.writeHead(303, { location: session.success_url });
      return res.end();
    } catch (error) {
      json(res, 500, { error: { type: 'api_error', message: String(error) } });
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `http://127.0.0.1:${address.port}`;
  return {
    url: origin,
    requests,
    sessions,
    sendEvent,
    /** Where the site receives Stripe's events. */
    sendEventsTo: (url) => {
      webhookUrl = url;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
