import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startScratchBackend } from '../../scripts/harness/backend.mjs';

// Sign-up with e-mail confirmations on, as most hosted projects have them, on a backend of its
// own (the shared one confirms nothing): an address that already has an account gets the
// answer a new one gets, and its owner gets no mail.
vi.mock('next/headers', () => ({ cookies: vi.fn(), headers: vi.fn(async () => new Headers({ 'x-forwarded-for': '203.0.113.9' })) }));

const CHECK_YOUR_EMAIL = 'Account created! Check your email for the confirmation link, then log in.';

let stopBackend: () => Promise<void> = async () => {};
let access: { url: string; publishableKey: string; owner: { email: string; password: string }; logFile: string };
let signUpAction: typeof import('@/app/auth/actions').signUpAction;

beforeAll(async () => {
  const scratch = await startScratchBackend({ emailConfirmations: true });
  stopBackend = scratch.stop;
  access = { url: scratch.url, publishableKey: scratch.publishableKey, owner: scratch.owner, logFile: scratch.logFile };
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', scratch.url);
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', scratch.publishableKey);
  vi.stubEnv('SUPABASE_SECRET_KEY', scratch.secretKey);
  vi.resetModules();
  ({ signUpAction } = await import('@/app/auth/actions'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackend();
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The sign-up confirmation mails the backend printed for this address. */
const signUpMails = (email: string) =>
  readFileSync(access.logFile, 'utf8')
    .split('email captured')
    .filter((mail) => mail.includes(`To: ${email}\n`) && /follow this link: \S+type=signup/.test(mail)).length;

async function passwordSignIn(email: string, password: string) {
  const response = await fetch(`${access.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: access.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.ok ? 'signed in' : ((await response.json()) as { error_code?: string }).error_code;
}

describe('sign-up with e-mail confirmations on', () => {
  it('answers a new address, the same address again and an existing account alike', { timeout: 60_000 }, async () => {
    const account = { fullName: 'New Visitor', email: `confirm-${randomUUID().slice(0, 8)}@example.com`, password: 'visitor-password-1' };
    expect(await signUpAction(null, form(account))).toEqual({ ok: true, message: CHECK_YOUR_EMAIL });
    await expect.poll(() => signUpMails(account.email)).toBe(1);

    // Still unconfirmed: the same answer.
    expect(await signUpAction(null, form({ ...account, password: 'another-password-2' }))).toEqual({ ok: true, message: CHECK_YOUR_EMAIL });

    // A confirmed account: the same answer, no mail, and the account is unchanged.
    const owner = access.owner;
    const mailsBefore = signUpMails(owner.email);
    expect(await signUpAction(null, form({ fullName: 'Someone Else', email: owner.email, password: 'another-password-2' }))).toEqual({
      ok: true,
      message: CHECK_YOUR_EMAIL,
    });
    expect(await passwordSignIn(owner.email, owner.password)).toBe('signed in');
    expect(await passwordSignIn(owner.email, 'another-password-2')).toBe('invalid_credentials');
    expect(signUpMails(owner.email)).toBe(mailsBefore);
  });
});
