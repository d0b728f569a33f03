import { NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { notFoundPage, pageSegments, runSteps, type ProxyStep } from '@/lib/request/proxy-steps';
import { answerOf, passedOnHeaders, proxyRequest } from './answer';

describe('runSteps', () => {
  it('runs the steps in order until one answers, and no later one', async () => {
    const ran: string[] = [];
    const step = (name: string, answer?: NextResponse): ProxyStep => () => {
      ran.push(name);
      return answer;
    };
    const proxy = runSteps([step('first'), step('second', new NextResponse('no', { status: 418 })), step('third')]);
    expect(answerOf(await proxy(proxyRequest('/anything')))).toBe('418');
    expect(ran).toEqual(['first', 'second']);
  });

  it('serves the page when no step answers, with the headers as the steps left them', async () => {
    const mark: ProxyStep = (request) => {
      request.headers.set('x-marked', 'yes');
      request.headers.delete('x-dropped');
      return undefined;
    };
    const response = await runSteps([mark, async () => undefined])(proxyRequest('/blog', { headers: { 'x-dropped': 'by a step' } }));
    expect(answerOf(response)).toBe('served');
    expect(passedOnHeaders(response)).toMatchObject({ 'x-marked': 'yes' });
    expect(passedOnHeaders(response)).not.toHaveProperty('x-dropped');
  });
});

describe('the answers steps share', () => {
  it('a not-found page is the static page of its kind with status 404, at the address asked for', () => {
    expect(answerOf(notFoundPage(proxyRequest('/blog/nothing'), 'post'))).toBe('404 /post-not-found');
    expect(answerOf(notFoundPage(proxyRequest('/testimonial/x'), 'testimonialRequest'))).toBe('404 /request-not-found');
  });

  it('a page and its share images are one address', () => {
    expect(pageSegments(proxyRequest('/projects/harbor/opengraph-image'))).toEqual({ segments: ['', 'projects', 'harbor'], image: true });
    expect(pageSegments(proxyRequest('/blog/a-post/twitter-image-2x'))).toEqual({ segments: ['', 'blog', 'a-post'], image: true });
    expect(pageSegments(proxyRequest('/projects/harbor'))).toEqual({ segments: ['', 'projects', 'harbor'], image: false });
    // /blog/opengraph-image is a post's slug, not /blog's image.
    expect(pageSegments(proxyRequest('/blog/opengraph-image')).image).toBe(false);
  });
});
