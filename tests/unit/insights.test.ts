import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Counting without cookies: the visitor key, who is left out, what the endpoint refuses, and how
// the section's figures are shaped. The SQL side is tests/integration/insights.test.ts.

const recorded = vi.hoisted(() => ({ views: [] as unknown[], events: [] as unknown[], throttles: [] as unknown[], salts: 0, waitMs: 0 }));

vi.mock('@/lib/insights/record', () => ({
  fetchDaySalt: async () => {
    recorded.salts += 1;
    return { day: new Date().toISOString().slice(0, 10), salt: 'a'.repeat(64) };
  },
  // The database takes the throttle with the hit: over the limit it counts nothing.
  recordPageView: async (view: unknown, throttle: unknown) => {
    recorded.throttles.push(throttle);
    if (!recorded.waitMs) recorded.views.push(view);
    return recorded.waitMs;
  },
  recordEvent: async (event: string, path: string, throttle: unknown) => {
    recorded.throttles.push(throttle);
    if (!recorded.waitMs) recorded.events.push({ event, path });
    return recorded.waitMs;
  },
}));

// Which pages exist, as proxy.ts's indexes and the share-link check would answer for the seed.
const SHARE_TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';
vi.mock('@/lib/projects/route-index', () => ({
  lookupProject: async (key: { slug?: string; technology?: string }) =>
    key.slug === 'harbor' || ['power-bi', 'power-bi-(dax)'].includes(key.technology ?? '') ? { kind: 'page' } : { kind: 'unknown' },
}));
vi.mock('@/lib/share-links/route-check', () => ({
  shareLinkTarget: async (slug: string, token: string) => (slug === 'harbor' && token === SHARE_TOKEN ? 'harbor' : null),
}));
vi.mock('@/lib/posts/route-index', () => ({
  lookupPost: async (key: { slug?: string; tag?: string; page?: number }) => (key.slug === 'a-post' || key.tag === 'dax' ? { kind: 'page' } : { kind: 'unknown' }),
}));

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const ADDRESS = '203.0.113.7';

async function load() {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321');
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_unit');
  vi.stubEnv('SUPABASE_SECRET_KEY', 'sb_secret_unit-test-key');
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://portfolio.example.com');
  vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
  return { ...(await import('@/lib/insights/count')), ...(await import('@/lib/insights/accept')) };
}

const headersOf = (entries: Record<string, string>) => new Headers({ 'user-agent': BROWSER, 'x-forwarded-for': ADDRESS, ...entries });

beforeEach(() => {
  recorded.views = [];
  recorded.events = [];
  recorded.throttles = [];
  recorded.salts = 0;
  recorded.waitMs = 0;
});
afterEach(() => vi.unstubAllEnvs());

describe('the visitor key', () => {
  it('changes with the day’s salt and never holds the address', async () => {
    const { visitorKey } = await load();
    const monday = visitorKey(ADDRESS, BROWSER, 'salt of monday');
    expect(monday).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorKey(ADDRESS, BROWSER, 'salt of monday')).toBe(monday);
    expect(visitorKey(ADDRESS, BROWSER, 'salt of tuesday')).not.toBe(monday);
    expect(visitorKey(ADDRESS, `${BROWSER} Edg/140`, 'salt of monday')).not.toBe(monday);
    expect(monday).not.toBe(ADDRESS);
    expect(monday).not.toContain('203');
  });

  it('uses a salt asked for once a day, and a new one when the day turns', async () => {
    const { createSaltSource, visitorKey } = await load();
    let now = new Date('2026-11-23T23:59:00Z');
    const fetchSalt = vi.fn(async () => ({ day: now.toISOString().slice(0, 10), salt: `salt ${now.toISOString().slice(0, 10)}` }));
    const todaysSalt = createSaltSource(fetchSalt, () => now);
    const first = await todaysSalt();
    expect(await todaysSalt()).toBe(first);
    expect(fetchSalt).toHaveBeenCalledTimes(1);
    now = new Date('2026-11-24T00:00:01Z');
    const next = await todaysSalt();
    expect(fetchSalt).toHaveBeenCalledTimes(2);
    expect(next.day).toBe('2026-11-24');
    expect(visitorKey(ADDRESS, BROWSER, next.salt)).not.toBe(visitorKey(ADDRESS, BROWSER, first.salt));
  });
});

describe('who is counted', () => {
  it('leaves out Global Privacy Control, Do Not Track, bots and a missing user agent', async () => {
    const { isCountable } = await load();
    expect(isCountable(headersOf({}))).toBe(true);
    expect(isCountable(headersOf({ 'sec-gpc': '1' }))).toBe(false);
    expect(isCountable(headersOf({ dnt: '1' }))).toBe(false);
    expect(isCountable(headersOf({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }))).toBe(false);
    expect(isCountable(headersOf({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36' }))).toBe(false);
    expect(isCountable(new Headers({ 'x-forwarded-for': ADDRESS }))).toBe(false);
  });

  it('answers a GPC, DNT or bot hit with 204 and counts nothing', async () => {
    const { acceptHit } = await load();
    const body = JSON.stringify({ path: '/', screen: 'l' });
    expect(await acceptHit(body, headersOf({ 'sec-gpc': '1' }))).toBe(204);
    expect(await acceptHit(body, headersOf({ dnt: '1' }))).toBe(204);
    expect(await acceptHit(body, headersOf({ 'user-agent': 'curl/8.5.0' }))).toBe(204);
    expect(recorded.views).toEqual([]);
    expect(recorded.salts).toBe(0);
  });

  it('counts a page view with a visitor key, and an event under its page', async () => {
    const { acceptHit, visitorKey } = await load();
    const view = JSON.stringify({ path: '/projects/harbor/', ref: 'WWW.Google.com', utm: 'LinkedIn', screen: 's' });
    expect(await acceptHit(view, headersOf({}))).toBe(204);
    expect(recorded.views).toEqual([
      {
        path: '/projects/harbor',
        ref: 'www.google.com',
        utm: 'linkedin',
        screen: 's',
        visitor: { key: visitorKey(ADDRESS, BROWSER, 'a'.repeat(64)), day: new Date().toISOString().slice(0, 10) },
      },
    ]);
    expect(await acceptHit(JSON.stringify({ path: '/projects/harbor', event: 'live_link' }), headersOf({}))).toBe(204);
    expect(recorded.events).toEqual([{ event: 'live_link', path: '/projects/harbor' }]);
  });

  it('never stores a share link\'s token: every link of a project counts as its share page', async () => {
    const { acceptHit } = await load();
    const token = SHARE_TOKEN;
    expect(await acceptHit(JSON.stringify({ path: `/projects/harbor/share/${token}`, screen: 'l' }), headersOf({}))).toBe(204);
    expect(await acceptHit(JSON.stringify({ path: `/projects/harbor/share/${token}/`, event: 'report_load' }), headersOf({}))).toBe(204);
    expect((recorded.views as { path: string }[]).map((view) => view.path)).toEqual(['/projects/harbor/share']);
    expect(recorded.events).toEqual([{ event: 'report_load', path: '/projects/harbor/share' }]);
    expect(JSON.stringify(recorded)).not.toContain(token);
  });

  it.each([
    ['a token followed by more', `/projects/harbor/share/${SHARE_TOKEN}/x`, null],
    ['a share image', `/projects/harbor/share/${SHARE_TOKEN}/opengraph-image`, null],
    ['doubled slashes', `/projects/harbor/share//${SHARE_TOKEN}`, '/projects/harbor/share'],
    ['an encoded slash', `/projects/harbor/share%2F${SHARE_TOKEN}`, '/projects/harbor/share'],
    ['a wrong token', '/projects/harbor/share/Xbc_def-0123456789abcdefghijklmnopqrstuvwxy', null],
    ['another project’s address for the token', `/projects/other/share/${SHARE_TOKEN}`, null],
    ['a page that does not exist', '/buy-followers-at-evil-example', null],
    ['an unknown project', '/projects/no-such-project', null],
    ['a project’s share image', '/projects/harbor/opengraph-image', null],
    ['another spelling of a technology', '/projects/technology/POWER-BI', null],
    ['an unknown post', '/blog/no-such-post', null],
    ['doubled slashes on a real page', '//projects//harbor', '/projects/harbor'],
    ['an encoded real page', '/blog/%61-post', '/blog/a-post'],
    ['a tag', '/blog/tags/dax', '/blog/tags/dax'],
    ['broken percent-encoding', '/projects/%E0%A4%A', null],
  ])('counts %s only as a page that exists, without secrets', async (_case, path, counted) => {
    const { acceptHit } = await load();
    expect(await acceptHit(JSON.stringify({ path, screen: 'l' }), headersOf({}))).toBe(204);
    expect((recorded.views as { path: string }[]).map((view) => view.path)).toEqual(counted ? [counted] : []);
    expect(JSON.stringify(recorded.views)).not.toContain(SHARE_TOKEN);
  });

  it('keeps the visit but not a campaign source that could name a person, and reads odd referrers as hosts or none', async () => {
    const { acceptHit } = await load();
    const hits = [
      { path: '/', utm: 'jane.doe@example.com', ref: '' },
      { path: '/projects/technology/power-bi-(dax)', utm: '  LinkedIn ', ref: '[::1]:3000' },
    ];
    for (const hit of hits) expect(await acceptHit(JSON.stringify(hit), headersOf({}))).toBe(204);
    expect((recorded.views as { path: string; ref: string | null; utm: string | null }[]).map(({ path, ref, utm }) => ({ path, ref, utm }))).toEqual([
      { path: '/', ref: null, utm: null },
      { path: '/projects/technology/power-bi-(dax)', ref: '[::1]:3000', utm: 'linkedin' },
    ]);
  });

  it('drops a referrer that is this site', async () => {
    const { acceptHit } = await load();
    expect(await acceptHit(JSON.stringify({ path: '/', ref: 'portfolio.example.com' }), headersOf({}))).toBe(204);
    expect(recorded.views).toMatchObject([{ path: '/', ref: null }]);
  });

  it('throttles per trusted client address with a keyed hash, and answers 429 over the limit', async () => {
    const { acceptHit } = await load();
    const { limitKey } = await import('@/lib/data/throttle');
    expect(await acceptHit(JSON.stringify({ path: '/' }), headersOf({}))).toBe(204);
    expect(recorded.throttles).toEqual([{ key: limitKey({ action: 'insight', kind: 'client', value: ADDRESS }), max: 60, windowMs: 60_000 }]);
    expect(JSON.stringify(recorded.throttles)).not.toContain('203.0.113');
    recorded.waitMs = 30_000;
    expect(await acceptHit(JSON.stringify({ path: '/projects' }), headersOf({}))).toBe(429);
    expect(recorded.views).toHaveLength(1);
  });
});

describe('what the endpoint refuses', () => {
  it.each([
    ['not JSON', 'path=/'],
    ['an empty body', ''],
    ['a list', '[]'],
    ['no path', JSON.stringify({ screen: 'l' })],
    ['a full URL', JSON.stringify({ path: 'https://example.com/' })],
    ['a query string', JSON.stringify({ path: '/?q=1' })],
    ['an admin page', JSON.stringify({ path: '/admin/messages' })],
    ['the API', JSON.stringify({ path: '/api/insights' })],
    ['an unknown screen class', JSON.stringify({ path: '/', screen: 'xl' })],
    ['an unknown event', JSON.stringify({ path: '/', event: 'purchase' })],
    ['a message event (the server counts those)', JSON.stringify({ path: '/', event: 'message' })],
    ['a share-link event (the server counts those)', JSON.stringify({ path: '/projects/harbor', event: 'share_open' })],
    ['a campaign that is not text', JSON.stringify({ path: '/', utm: 42 })],
    ['an unknown field', JSON.stringify({ path: '/', ip: ADDRESS })],
    ['a referrer that is a URL', JSON.stringify({ path: '/', ref: 'https://evil.example/x' })],
    ['a long path', JSON.stringify({ path: `/${'a'.repeat(300)}` })],
    ['a huge body', JSON.stringify({ path: '/', utm: 'x'.repeat(3000) })],
  ])('%s → 400', async (_case, body) => {
    const { acceptHit } = await load();
    expect(await acceptHit(body, headersOf({}))).toBe(400);
    expect(recorded.views).toEqual([]);
    expect(recorded.events).toEqual([]);
  });
});

describe('the section’s figures', () => {
  it('rank pages with titles, sum events and give messages per 100 visitors', async () => {
    const { shapeInsights } = await import('@/lib/insights/report');
    const insights = shapeInsights(
      {
        since: '2026-11-18',
        until: '2026-11-24',
        series: [
          { day: '2026-11-23', visits: 30, visitors: 20 },
          { day: '2026-11-24', visits: 20, visitors: 20 },
        ],
        enquiries: { services: [], sources: [] },
        totals: [
          { metric: 'visits', label: '/projects/harbor', n: 25 },
          { metric: 'visits', label: '/', n: 20 },
          { metric: 'visits', label: '/nowhere', n: 5 },
          { metric: 'visits', label: '/blog/a-post', n: 2 },
          { metric: 'visits', label: '/projects/technology/power-bi', n: 1 },
          { metric: 'visits', label: '/projects/technology/row-level-security', n: 1 },
          { metric: 'report_load', label: '/projects/harbor', n: 4 },
          { metric: 'live_link', label: '/projects/harbor', n: 2 },
          { metric: 'code_link', label: '/projects/harbor', n: 1 },
          { metric: 'message', label: '/', n: 3 },
        ],
      },
      new Map([
        ['/projects/harbor', 'Harbor Coffee'],
        ['/projects/technology/power-bi', 'Technology: Power BI'],
        ['/blog/a-post', 'A post'],
      ]),
    );
    // A technology no project names any more falls back to its address's words.
    expect(insights.pages.map((page) => page.title)).toEqual(['Harbor Coffee', 'Home', null, 'A post', 'Technology: Power BI', 'Technology: row level security']);
    expect(insights.visits).toBe(50);
    expect(insights.conversion).toBe(7.5);
    expect(insights.projects).toEqual([{ path: '/projects/harbor', title: 'Harbor Coffee', visits: 25, reportLoads: 4, linkClicks: 3 }]);
    expect(insights.events.find((event) => event.event === 'message')?.n).toBe(3);
  });

  it('export as CSV with formulas defused', async () => {
    const { toCsv } = await import('@/lib/insights/csv');
    expect(toCsv([{ day: '2026-11-24', metric: 'utm', label: '=HYPERLINK("x")', n: 2 }])).toBe(
      'day,metric,label,count\r\n2026-11-24,utm,"\'=HYPERLINK(""x"")",2\r\n',
    );
  });
});

describe('what the beacon sends', () => {
  it('may say null for no referrer or campaign', async () => {
    const { acceptHit } = await load();
    expect(await acceptHit(JSON.stringify({ path: '/privacy', ref: null, utm: null, screen: 'm' }), headersOf({}))).toBe(204);
    expect(recorded.views).toMatchObject([{ path: '/privacy', ref: null, utm: null, screen: 'm' }]);
  });

  it('counts a visit of /services, a page that is always there', async () => {
    const { acceptHit } = await load();
    expect(await acceptHit(JSON.stringify({ path: '/services', ref: null, utm: null, screen: 'l' }), headersOf({}))).toBe(204);
    expect(recorded.views).toMatchObject([{ path: '/services' }]);
  });
});
