import { createHash, randomBytes } from 'node:crypto';
import { ownerHeaders } from '../../scripts/harness/backend.mjs';
import { backend } from './fixtures';

// Proposals written straight through the API as the owner (the editor has tests of its own),
// and answered as the client's page would.

/** A request to the backend with the owner's session. */
export async function asOwner(pathname: string, init: RequestInit = {}) {
  return fetch(`${backend().url}${pathname}`, { ...init, headers: { ...(await ownerHeaders(backend())), ...init.headers } });
}

type Line = { description: string; quantity: string; unit_price: string };

/** A proposal and its address's token; `fields` and `lines` as create_proposal takes them. */
export async function makeProposal(fields: Record<string, unknown>, lines: Line[] = [{ description: 'Build', quantity: '3', unit_price: '850' }]) {
  const token = randomBytes(32).toString('base64url');
  const response = await asOwner('/rest/v1/rpc/create_proposal', {
    method: 'POST',
    body: JSON.stringify({
      fields: { currency: 'EUR', valid_until: '2099-01-01', ...fields, token_hash: createHash('sha256').update(token).digest('hex') },
      lines: lines.map((line) => ({ service_id: null, ...line })),
    }),
  });
  if (!response.ok) throw new Error(`create_proposal: ${response.status} ${await response.text()}`);
  return { id: (await response.json()) as string, token };
}

/** Answers as the client's page does (the server's key, the version the client saw). */
export async function answerProposal(token: string, choice: 'accept' | 'decline') {
  const call = (name: string, body: object, key: string) =>
    fetch(`${backend().url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const doc = (await call('open_proposal', { token }, backend().publishableKey)) as { version_hash: string };
  const seen = { token, choice, seen_version: doc.version_hash, signer_name: choice === 'accept' ? 'Ann Client' : null };
  return call('answer_proposal', seen, process.env.E2E_SUPABASE_SECRET_KEY!);
}
