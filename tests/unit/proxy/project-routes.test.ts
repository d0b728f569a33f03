import { beforeEach, describe, expect, it, vi } from 'vitest';

// The database's answers, faked where the steps ask them: the project index and the share-link check.
const backend = vi.hoisted(() => ({ asked: [] as unknown[], unsure: false }));
const HARBOR_ID = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';

vi.mock('@/lib/projects/route-index', () => ({
  lookupProject: async (key: { id?: string; slug?: string; technology?: string }) => {
    backend.asked.push(key);
    if (backend.unsure) return { kind: 'unsure' };
    if (key.slug === 'harbor' || key.technology?.trim().toLowerCase().replace(/\s+/g, '-') === 'power-bi') return { kind: 'page' };
    if (key.slug === 'old-harbor' || key.id === HARBOR_ID) return { kind: 'redirect', slug: 'harbor' };
    return { kind: 'unknown' };
  },
}));
vi.mock('@/lib/share-links/route-check', () => ({
  shareLinkTarget: async (slug: string, token: string) => {
    backend.asked.push({ slug, token });
    if (backend.unsure) return 'unsure';
    return ['harbor', 'old-harbor'].includes(slug) && token === TOKEN ? 'harbor' : null;
  },
}));

import { routeProjects } from '@/lib/projects/route-step';
import { routeShareLinks } from '@/lib/share-links/route-step';
import { answerOf, proxyRequest } from './answer';

const projects = async (path: string) => answerOf(await routeProjects(proxyRequest(path)));
const shareLinks = async (path: string) => answerOf(await routeShareLinks(proxyRequest(path)));

beforeEach(() => {
  backend.asked = [];
  backend.unsure = false;
});

describe('routeProjects', () => {
  it('serves a published project and its share image; sends an old slug or an id to the current slug', async () => {
    expect(await projects('/projects/harbor')).toBe('served');
    expect(await projects('/projects/harbor/opengraph-image')).toBe('served');
    expect(await projects('/projects/old-harbor')).toBe('308 → /projects/harbor');
    expect(await projects(`/projects/${HARBOR_ID.toUpperCase()}`)).toBe('308 → /projects/harbor');
    expect(backend.asked).toContainEqual({ id: HARBOR_ID });
  });

  it('answers anything else with the static Project Not Found page and status 404', async () => {
    expect(await projects('/projects/nothing-here')).toBe('404 /project-not-found');
    expect(backend.asked).toEqual([{ slug: 'nothing-here' }]);
    // An old address's share image is not redirected: the image of the current one is another file.
    expect(await projects('/projects/old-harbor/opengraph-image')).toBe('404 /project-not-found');
    expect(await projects('/projects/harbor/anything')).toBe('404 /project-not-found');
    expect(await projects('/projects/harbor/share/too/long')).toBe('404 /project-not-found');
    backend.asked = [];
    expect(await projects('/projects/Not_A_Slug')).toBe('404 /project-not-found');
    expect(backend.asked).toEqual([]);
  });

  it('serves a technology a published project names, at its one address', async () => {
    expect(await projects('/projects/technology/power-bi')).toBe('served');
    expect(await projects('/projects/technology/Power%20BI')).toBe('308 → /projects/technology/power-bi');
    expect(await projects('/projects/technology/Power%20BI/opengraph-image')).toBe('308 → /projects/technology/power-bi/opengraph-image');
    expect(await projects('/projects/technology/cobol')).toBe('404 /technology-not-found');
    expect(await projects('/projects/technology/%E0%A4')).toBe('404 /technology-not-found');
    expect(await projects('/projects/technology/power-bi/more')).toBe('404 /technology-not-found');
    expect(await projects(`/projects/technology/share/${TOKEN}`)).toBe('404 /technology-not-found');
  });

  it('lets the page decide when the index cannot be read', async () => {
    backend.unsure = true;
    expect(await projects('/projects/nothing-here')).toBe('served');
    expect(await projects('/projects/technology/cobol')).toBe('served');
  });

  it('leaves a share link’s address, /projects itself and other areas to the next step', async () => {
    expect(await projects(`/projects/harbor/share/${TOKEN}`)).toBe('next step');
    expect(await projects('/projects')).toBe('next step');
    expect(await projects('/blog/harbor')).toBe('next step');
    expect(backend.asked).toEqual([]);
  });
});

describe('routeShareLinks', () => {
  it('serves a share address while the link opens that project', async () => {
    expect(await shareLinks(`/projects/harbor/share/${TOKEN}`)).toBe('served');
    expect(backend.asked).toEqual([{ slug: 'harbor', token: TOKEN }]);
  });

  it('sends an old slug of the project to the current one, never stored and never sent on as a referrer', async () => {
    const answer = await routeShareLinks(proxyRequest(`/projects/old-harbor/share/${TOKEN}`));
    expect(answerOf(answer)).toBe(`308 → /projects/harbor/share/${TOKEN}`);
    expect(answer!.headers.get('cache-control')).toBe('private, no-store');
    expect(answer!.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers every refusal exactly as an unknown project', async () => {
    expect(await shareLinks(`/projects/another/share/${TOKEN}`)).toBe('404 /project-not-found');
    expect(await shareLinks(`/projects/harbor/share/${TOKEN.replace('A', 'B')}`)).toBe('404 /project-not-found');
    expect(backend.asked).toHaveLength(2);
    backend.asked = [];
    expect(await shareLinks('/projects/harbor/share/short')).toBe('404 /project-not-found');
    expect(await shareLinks(`/projects/Not_A_Slug/share/${TOKEN}`)).toBe('404 /project-not-found');
    expect(backend.asked).toEqual([]);
  });

  it('lets the page decide when the database did not answer', async () => {
    backend.unsure = true;
    expect(await shareLinks(`/projects/old-harbor/share/${TOKEN}`)).toBe('served');
  });

  it('leaves every other address, share images included, to the next step', async () => {
    expect(await shareLinks(`/projects/harbor/share/${TOKEN}/opengraph-image`)).toBe('next step');
    expect(await shareLinks('/projects/harbor')).toBe('next step');
    expect(await shareLinks(`/proposals/${TOKEN}`)).toBe('next step');
    expect(backend.asked).toEqual([]);
  });
});
