import { randomUUID } from 'node:crypto';
import { createServerClient } from '@supabase/ssr';
import { revalidatePath, updateTag } from 'next/cache';
import { cookies, headers } from 'next/headers';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProjectAction, deleteProjectAction, moveProjectAction, previewDescriptionAction, updateProjectAction } from '@/app/admin/(dashboard)/(projects)/actions';
import { previewPostAction } from '@/app/admin/(dashboard)/posts/actions';
import { createShareLinkAction } from '@/app/admin/(dashboard)/share/[id]/actions';
import { signInAction, signOutAction, signUpAction } from '@/app/auth/actions';
import { anonClient, backend, ownerClient, serverClient, tableSnapshot } from './clients';

// The server actions run here as Next would run them, with the framework seams replaced:
// headers() gives a client address, cookies() hands them a cookie jar holding a real session
// from the local backend, and the cache functions are spies, so we see whether (and what)
// they revalidated.
vi.mock('next/headers', () => ({ cookies: vi.fn(), headers: vi.fn(async () => new Headers({ 'x-forwarded-for': '203.0.113.7' })) }));
vi.mock('next/cache', () => ({ updateTag: vi.fn(), revalidatePath: vi.fn() }));
vi.mock('next/navigation', () => ({
  redirect: vi.fn((url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  }),
}));

const SEEDED_ID = '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01';

type CookieOptions = { maxAge?: number; expires?: Date };

/** The slice of Next's cookie store the app uses, in memory. */
class CookieJar {
  readonly values = new Map<string, string>();
  getAll() {
    return [...this.values].map(([name, value]) => ({ name, value }));
  }
  get(name: string) {
    const value = this.values.get(name);
    return value === undefined ? undefined : { name, value };
  }
  set(name: string, value: string, options: CookieOptions = {}) {
    const expired = options.maxAge === 0 || (options.expires !== undefined && options.expires.getTime() <= Date.now());
    if (expired || value === '') this.values.delete(name);
    else this.values.set(name, value);
  }
  delete(name: string) {
    this.values.delete(name);
  }
  authCookies() {
    return [...this.values.keys()].filter((name) => name.startsWith('sb-'));
  }
}

/** A jar holding the session @supabase/ssr writes when this account signs in. */
async function signedInJar(email: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const client = createServerClient(backend.url, backend.publishableKey, {
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (cookiesToSet) => cookiesToSet.forEach(({ name, value, options }) => jar.set(name, value, options)),
    },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  expect(jar.authCookies().length).toBeGreaterThan(0);
  return jar;
}

function useJar(jar: CookieJar) {
  vi.mocked(cookies).mockResolvedValue(jar as unknown as Awaited<ReturnType<typeof cookies>>);
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const projectFields = (overrides: Record<string, string> = {}) => ({
  title: `Action test ${randomUUID().slice(0, 8)}`,
  description: 'Written through a server action.',
  category: 'web_development',
  technologies: 'Next.js, Supabase',
  ...overrides,
});

const newAccount = () => ({ fullName: 'Action Visitor', email: `action-${randomUUID()}@example.com`, password: 'visitor-password-1' });

/** Runs every project action once with what an attacker would send. */
async function attemptEveryAction() {
  return {
    create: await createProjectAction(null, form({ ...projectFields({ title: 'Injected' }), id: randomUUID() })),
    update: await updateProjectAction(null, form({ ...projectFields({ title: 'Defaced' }), projectId: SEEDED_ID })),
    move: await moveProjectAction({ id: SEEDED_ID, direction: 'down' }),
    remove: await deleteProjectAction(SEEDED_ID),
  };
}

function expectNoRevalidation() {
  expect(updateTag).not.toHaveBeenCalled();
  expect(revalidatePath).not.toHaveBeenCalled();
}

function expectRevalidated() {
  // By tag, never by path: every page, feed and image built from projects is rebuilt on its next
  // request (the testimonials' reads carry the projects tag too: who may read one follows its project).
  expect(vi.mocked(updateTag).mock.calls).toEqual([['projects']]);
  expect(revalidatePath).not.toHaveBeenCalled();
}

beforeEach(() => {
  vi.mocked(updateTag).mockClear();
  vi.mocked(revalidatePath).mockClear();
  useJar(new CookieJar());
});

/** Every project action, refused with `message`, leaving the table and the caches as they were. */
async function expectEveryActionRefused(message: string) {
  const before = await tableSnapshot();
  const results = await attemptEveryAction();
  for (const result of Object.values(results)) expect(result).toMatchObject({ ok: false, message });
  expect(await tableSnapshot()).toEqual(before);
  expectNoRevalidation();
}

describe('project actions refuse', () => {
  it('a visitor without a session, changing nothing', async () => {
    await expectEveryActionRefused('Your session has ended. Please log in again.');
  });

  it('a signed-in account that is not the owner, changing nothing', async () => {
    const account = newAccount();
    expect(await signUpAction(null, form(account))).toMatchObject({ ok: true });
    useJar(await signedInJar(account.email, account.password));
    await expectEveryActionRefused('This account cannot change projects. Only the site owner can.');
  });

  it('a session whose tokens are forged, changing nothing', async () => {
    const jar = new CookieJar();
    const fake = Buffer.from(JSON.stringify({ access_token: 'x.y.z', refresh_token: 'nope', user: { id: SEEDED_ID } })).toString('base64url');
    jar.set(`sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`, `base64-${fake}`);
    useJar(jar);
    const before = await tableSnapshot();
    const results = await attemptEveryAction();
    for (const result of Object.values(results)) expect(result.ok).toBe(false);
    expect(await tableSnapshot()).toEqual(before);
    expectNoRevalidation();
  });
});

describe('project actions for the owner', () => {
  const created: string[] = [];
  let ownerJar: CookieJar;

  beforeAll(async () => {
    ownerJar = await signedInJar(backend.owner.email, backend.owner.password);
  });
  beforeEach(() => useJar(ownerJar));
  afterAll(async () => {
    if (created.length) await (await ownerClient()).from('projects').delete().in('id', created);
  });

  async function rowById(id: string) {
    const { data } = await anonClient().from('projects').select('*').eq('id', id).maybeSingle();
    return data as Record<string, unknown> | null;
  }

  async function add(overrides: Record<string, string> = {}) {
    const id = randomUUID();
    created.push(id);
    const result = await createProjectAction(null, form({ ...projectFields(overrides), id }));
    expect(result).toEqual({ ok: true, message: 'Project added successfully' });
    return id;
  }

  it('adds a project with every field and revalidates the public pages', async () => {
    const id = randomUUID();
    created.push(id);
    const fields = projectFields({
      images: JSON.stringify([
        { url: '/demo/api-gateway.webp', alt: 'The status page' },
        { url: 'https://example.com/a.webp', alt: 'An alert' },
      ]),
      projectUrl: 'https://example.com/live',
      githubUrl: 'https://github.com/example/repo',
      featured: 'on',
    });
    const result = await createProjectAction(null, form({ ...fields, id }));
    expect(result).toEqual({ ok: true, message: 'Project added successfully' });
    expect(await rowById(id)).toMatchObject({
      title: fields.title,
      category: 'web_development',
      technologies: ['Next.js', 'Supabase'],
      images: [
        { url: '/demo/api-gateway.webp', alt: 'The status page' },
        { url: 'https://example.com/a.webp', alt: 'An alert' },
      ],
      project_url: 'https://example.com/live',
      github_url: 'https://github.com/example/repo',
      featured: true,
    });
    expectRevalidated();
  });

  it('adds a project once when the same form is submitted twice', async () => {
    const id = randomUUID();
    created.push(id);
    const data = form({ ...projectFields(), id });
    const [first, second] = await Promise.all([createProjectAction(null, data), createProjectAction(null, data)]);
    expect(first.ok && second.ok).toBe(true);
    const { data: rows } = await anonClient().from('projects').select('id').eq('title', data.get('title') as string);
    expect(rows).toEqual([{ id }]);
  });

  it('returns field errors and the typed values for an invalid form, writing nothing', async () => {
    const before = await tableSnapshot();
    const result = await createProjectAction(
      null,
      form({ id: randomUUID(), title: ' ', description: 'Kept', category: 'design', githubUrl: 'javascript:alert(1)' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      title: ['Title is required'],
      category: [expect.stringContaining('Choose a category')],
      githubUrl: ['GitHub URL must be a valid http(s) URL, e.g. https://example.com'],
    });
    expect(result.values).toMatchObject({ description: 'Kept', githubUrl: 'javascript:alert(1)' });
    expect(await tableSnapshot()).toEqual(before);
    expectNoRevalidation();
  });

  it('refuses an add without a valid form id', async () => {
    const before = await tableSnapshot();
    const result = await createProjectAction(null, form({ ...projectFields(), id: 'not-a-uuid' }));
    expect(result.ok).toBe(false);
    expect(await tableSnapshot()).toEqual(before);
    expectNoRevalidation();
  });

  it('updates a project and revalidates its page', async () => {
    const id = await add();
    vi.mocked(revalidatePath).mockClear();
    vi.mocked(updateTag).mockClear();
    const result = await updateProjectAction(null, form(projectFields({ projectId: id, title: 'Updated by action', category: 'other' })));
    expect(result).toEqual({ ok: true, message: 'Project updated successfully' });
    expect(await rowById(id)).toMatchObject({ title: 'Updated by action', category: 'other' });
    expectRevalidated();
  });

  it('reports an update of a project that no longer exists', async () => {
    const result = await updateProjectAction(null, form(projectFields({ projectId: randomUUID() })));
    expect(result).toMatchObject({ ok: false, message: 'That project no longer exists.' });
    expectNoRevalidation();
  });

  it('moves a project and refuses a direction that is not up or down', async () => {
    const first = await add();
    const second = await add();
    const order = async () => [(await rowById(first))!.display_order as number, (await rowById(second))!.display_order as number];
    const [a, b] = await order();
    expect(b).toBeGreaterThan(a!);

    vi.mocked(revalidatePath).mockClear();
    vi.mocked(updateTag).mockClear();
    expect(await moveProjectAction({ id: second, direction: 'up' })).toMatchObject({ ok: true });
    const [a2, b2] = await order();
    expect(b2).toBeLessThan(a2!);
    expectRevalidated();

    vi.mocked(revalidatePath).mockClear();
    vi.mocked(updateTag).mockClear();
    const before = await tableSnapshot();
    expect(await moveProjectAction({ id: second, direction: 'sideways' as 'up' })).toMatchObject({ ok: false });
    expect(await moveProjectAction({ id: 'not-a-uuid', direction: 'up' })).toMatchObject({ ok: false });
    expect(await tableSnapshot()).toEqual(before);
    expectNoRevalidation();
  });

  it('deletes a project, and says so when a delete fails', async () => {
    const id = await add();
    vi.mocked(revalidatePath).mockClear();
    vi.mocked(updateTag).mockClear();
    expect(await deleteProjectAction(id)).toEqual({ ok: true, message: 'Project deleted successfully' });
    expect(await rowById(id)).toBeNull();
    expectRevalidated();

    vi.mocked(revalidatePath).mockClear();
    vi.mocked(updateTag).mockClear();
    expect(await deleteProjectAction(id)).toEqual({ ok: false, message: 'Failed to delete project' });
    expect(await deleteProjectAction('not-a-uuid')).toEqual({ ok: false, message: 'Failed to delete project' });
    expectNoRevalidation();
  });
});

describe('auth actions', () => {
  it('signs in: session cookies, a flash for the toast, then /admin', async () => {
    const jar = new CookieJar();
    useJar(jar);
    await expect(signInAction(null, form({ email: backend.owner.email, password: backend.owner.password }))).rejects.toThrow(
      'NEXT_REDIRECT /admin',
    );
    expect(jar.authCookies().length).toBeGreaterThan(0);
    expect(jar.get('flash')?.value).toBe('login');
  });

  it('refuses wrong credentials with the server message and never echoes the password', async () => {
    const jar = new CookieJar();
    useJar(jar);
    const result = await signInAction(null, form({ email: backend.owner.email, password: 'wrong-password' }));
    expect(result).toEqual({ ok: false, message: 'Invalid login credentials', values: { email: backend.owner.email } });
    expect(jar.authCookies()).toEqual([]);
  });

  it("tells Supabase Auth the visitor's address, with the secret key, so its per-address limit is not this server's", async () => {
    useJar(new CookieJar());
    const sent: Headers[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/auth/v1/token')) sent.push(new Headers(input instanceof Request ? input.headers : init?.headers));
      return realFetch(input, init);
    });
    try {
      const email = `stranger-${randomUUID().slice(0, 8)}@example.com`;
      expect(await signInAction(null, form({ email, password: 'wrong-password' }))).toMatchObject({ ok: false, message: 'Invalid login credentials' });
    } finally {
      spy.mockRestore();
    }
    expect(sent).toHaveLength(1);
    // headers() here says X-Forwarded-For: 203.0.113.7, as Next does for a client with no proxy.
    expect(sent[0]!.get('sb-forwarded-for')).toBe('203.0.113.7');
    expect(sent[0]!.get('apikey')).toBe(backend.secretKey);
  });

  it('validates the login fields', async () => {
    const result = await signInAction(null, form({ email: 'not-an-email', password: '' }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { email: ['Enter a valid email address, e.g. name@example.com'], password: ['Password is required'] },
    });
  });

  it('signs up without leaving a session behind; the account can then log in', async () => {
    const jar = new CookieJar();
    useJar(jar);
    const account = newAccount();
    expect(await signUpAction(null, form(account))).toEqual({ ok: true, message: 'Account created successfully! You can now log in.' });
    expect(jar.authCookies()).toEqual([]);
    const { data } = await anonClient().auth.signInWithPassword({ email: account.email, password: account.password });
    expect(data.user?.user_metadata.full_name).toBe('Action Visitor');

    // The address now has an account: the same answer as for a new one, and the account is unchanged.
    const again = await signUpAction(null, form({ ...account, fullName: 'Someone Else', password: 'another-password-2' }));
    expect(again).toEqual({ ok: true, message: 'Account created successfully! You can now log in.' });
    expect(jar.authCookies()).toEqual([]);
    const retry = await anonClient().auth.signInWithPassword({ email: account.email, password: 'another-password-2' });
    expect(retry.error?.code).toBe('invalid_credentials');
    const { data: still } = await anonClient().auth.signInWithPassword({ email: account.email, password: account.password });
    expect(still.user?.user_metadata.full_name).toBe('Action Visitor');
  });

  it('signs out: cookies cleared and the old access token no longer accepted', async () => {
    const jar = await signedInJar(backend.owner.email, backend.owner.password);
    const session = JSON.parse(
      Buffer.from(jar.get(jar.authCookies()[0]!)!.value.replace(/^base64-/, ''), 'base64url').toString(),
    ) as { access_token: string };
    useJar(jar);
    await expect(signOutAction()).rejects.toThrow('NEXT_REDIRECT /auth');
    expect(jar.authCookies()).toEqual([]);
    const { error } = await anonClient().auth.getUser(session.access_token);
    expect(error).not.toBeNull();
  });
});

describe('share link and preview actions refuse', () => {
  /** A link to the seeded project, a preview of each kind: what a stranger would send. */
  async function attemptEveryCall() {
    return {
      shareLink: await createShareLinkAction({ projectId: SEEDED_ID, slug: 'any-slug', name: 'Injected', expiresOn: '' }),
      description: await previewDescriptionAction({ markdown: '## Hello', projectImages: [] }),
      post: await previewPostAction('## Hello'),
    };
  }

  async function expectEveryCallRefused(refusals: { shareLink: string; description: string; post: string }) {
    const before = await shareLinksOf(SEEDED_ID);
    const results = await attemptEveryCall();
    expect(results).toEqual({
      shareLink: { ok: false, message: refusals.shareLink },
      description: { ok: false, message: refusals.description },
      post: { ok: false, message: refusals.post },
    });
    expect(await shareLinksOf(SEEDED_ID)).toEqual(before);
    expectNoRevalidation();
  }

  it('a visitor without a session, writing nothing', async () => {
    const signedOut = 'Your session has ended. Please log in again.';
    await expectEveryCallRefused({ shareLink: signedOut, description: signedOut, post: signedOut });
  });

  it('a signed-in account that is not the owner, writing nothing', async () => {
    const account = newAccount();
    expect(await signUpAction(null, form(account))).toMatchObject({ ok: true });
    useJar(await signedInJar(account.email, account.password));
    await expectEveryCallRefused({
      shareLink: 'This account cannot manage share links. Only the site owner can.',
      description: 'This account cannot change projects. Only the site owner can.',
      post: 'This account cannot change the site. Only the site owner can.',
    });
  });
});

/** A project's share links, as the server's key sees them. */
async function shareLinksOf(projectId: string) {
  const { data, error } = await serverClient().from('share_links').select('id, name, revoked_at').eq('project_id', projectId).order('id');
  if (error) throw error;
  return data;
}

describe('share link and preview actions for the owner', () => {
  const created: string[] = [];
  let ownerJar: CookieJar;

  beforeAll(async () => {
    ownerJar = await signedInJar(backend.owner.email, backend.owner.password);
  });
  beforeEach(() => useJar(ownerJar));
  afterAll(async () => {
    if (created.length) await (await ownerClient()).from('projects').delete().in('id', created);
  });

  it('creates a share link whose one-time address opens the project on the address the owner is using', async () => {
    const id = randomUUID();
    created.push(id);
    expect(await createProjectAction(null, form({ ...projectFields(), id }))).toMatchObject({ ok: true });
    const { data: project } = await anonClient().from('projects').select('slug').eq('id', id).single();
    vi.mocked(revalidatePath).mockClear();
    vi.mocked(updateTag).mockClear();

    vi.mocked(headers).mockResolvedValue(new Headers({ 'x-forwarded-for': '203.0.113.7', host: 'preview.example.com', 'x-forwarded-proto': 'https' }));
    let result: Awaited<ReturnType<typeof createShareLinkAction>>;
    try {
      // The slug the page last showed may be out of date: the address uses the database's.
      result = await createShareLinkAction({ projectId: id, slug: 'an-old-slug', name: ' Acme procurement team ', expiresOn: '' });
    } finally {
      vi.mocked(headers).mockImplementation(async () => new Headers({ 'x-forwarded-for': '203.0.113.7' }));
    }
    expect(result).toEqual({
      ok: true,
      message: 'Share link created successfully',
      url: expect.stringMatching(new RegExp(`^https://preview\\.example\\.com/projects/${project!.slug}/share/[A-Za-z0-9_-]{43}$`)),
    });
    expect(await shareLinksOf(id)).toEqual([{ id: expect.any(String), name: 'Acme procurement team', revoked_at: null }]);
    const token = result.ok ? result.url.split('/').at(-1) : '';
    const { data: opened } = await anonClient().rpc('shared_project', { project_slug: project!.slug, token });
    expect(opened).toEqual([expect.objectContaining({ id })]);
    expect(revalidatePath).toHaveBeenCalledWith(`/admin/share/${id}`);
  });

  it('answers field errors for a bad name or expiry and the hidden project id as the message, writing nothing', async () => {
    const before = await shareLinksOf(SEEDED_ID);
    expect(await createShareLinkAction({ projectId: SEEDED_ID, slug: 'any-slug', name: ' ', expiresOn: '31/12/2030' })).toEqual({
      ok: false,
      message: 'Please fix the highlighted fields.',
      fieldErrors: { name: ['Name is required, e.g. "Acme procurement team"'], expiresOn: ['Expiry must be a date, e.g. 2026-12-31'] },
    });
    expect(await createShareLinkAction({ projectId: 'not-a-uuid', slug: 'any-slug', name: 'Acme', expiresOn: '' })).toEqual({
      ok: false,
      message: 'That project no longer exists.',
    });
    expect(await createShareLinkAction({ projectId: randomUUID(), slug: 'any-slug', name: 'Acme', expiresOn: '' })).toEqual({
      ok: false,
      message: 'That project no longer exists.',
    });
    expect(await shareLinksOf(SEEDED_ID)).toEqual(before);
    expectNoRevalidation();
  });

  it('renders the previews with the pages\' renderers, refreshing nothing', async () => {
    expect(await previewDescriptionAction({ markdown: '## The problem\n\nA **bold** claim.', projectImages: [] })).toEqual({
      ok: true,
      html: expect.stringContaining('<strong>bold</strong>'),
    });
    expect(await previewPostAction('Some *emphasis*.')).toEqual({ ok: true, html: expect.stringContaining('<em>emphasis</em>') });
    expectNoRevalidation();
  });

  it('answers a preview of input that does not parse with its first problem and the field errors', async () => {
    const tooLong = 'Description must be at most 20,000 characters';
    expect(await previewDescriptionAction({ markdown: 'x'.repeat(20_001), projectImages: [] })).toEqual({
      ok: false,
      message: tooLong,
      fieldErrors: { markdown: [tooLong] },
    });
    expect(await previewDescriptionAction({ markdown: 'Fine', projectImages: 'not-a-list' as unknown as string[] })).toMatchObject({
      ok: false,
      fieldErrors: { projectImages: [expect.any(String)] },
    });
    expect(await previewPostAction('x'.repeat(50_001))).toEqual({ ok: false, message: expect.stringContaining('50000') });
    expectNoRevalidation();
  });
});

describe('sign-out', () => {
  it('signs out a caller who has no session, or a forged one, all the same: /auth, no auth cookies left', async () => {
    const empty = new CookieJar();
    useJar(empty);
    await expect(signOutAction()).rejects.toThrow('NEXT_REDIRECT /auth');
    expect(empty.authCookies()).toEqual([]);

    const forged = new CookieJar();
    const fake = Buffer.from(JSON.stringify({ access_token: 'x.y.z', refresh_token: 'nope', user: { id: SEEDED_ID } })).toString('base64url');
    forged.set(`sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`, `base64-${fake}`);
    useJar(forged);
    await expect(signOutAction()).rejects.toThrow('NEXT_REDIRECT /auth');
    expect(forged.authCookies()).toEqual([]);
    expectNoRevalidation();
  });
});
