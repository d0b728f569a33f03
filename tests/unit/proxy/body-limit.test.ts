import { describe, expect, it } from 'vitest';
import { MAX_POST_BYTES, refuseOversizedPosts } from '@/lib/request/body-limit';
import { answerOf, proxyRequest } from './answer';

/** A body sent in chunks, without a Content-Length. */
function chunked(bytes: number) {
  let left = bytes;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = Math.min(left, 64 * 1024);
      left -= size;
      if (size > 0) controller.enqueue(new Uint8Array(size));
      else controller.close();
    },
  });
}

describe('refuseOversizedPosts', () => {
  it('refuses a post declaring more than 2 MB with a plain 413, whatever the page', async () => {
    for (const path of ['/', '/admin/posts', '/projects/harbor']) {
      const answer = await refuseOversizedPosts(proxyRequest(path, { method: 'POST', headers: { 'content-length': String(MAX_POST_BYTES + 1) } }));
      expect(answerOf(answer)).toBe('413');
      expect(answer!.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await answer!.text()).toBe('Request too large: a form may send at most 2 MB.');
    }
  });

  it('counts a chunked body that declares no length', async () => {
    expect(answerOf(await refuseOversizedPosts(proxyRequest('/', { method: 'POST', body: chunked(MAX_POST_BYTES + 1) })))).toBe('413');
    expect(answerOf(await refuseOversizedPosts(proxyRequest('/', { method: 'POST', body: chunked(MAX_POST_BYTES) })))).toBe('next step');
  });

  it('leaves posts up to 2 MB and every other method to the next step', async () => {
    expect(answerOf(await refuseOversizedPosts(proxyRequest('/', { method: 'POST', headers: { 'content-length': String(MAX_POST_BYTES) } })))).toBe('next step');
    expect(answerOf(await refuseOversizedPosts(proxyRequest('/', { method: 'POST' })))).toBe('next step');
    expect(answerOf(await refuseOversizedPosts(proxyRequest('/', { method: 'PUT', headers: { 'content-length': String(MAX_POST_BYTES * 2) } })))).toBe('next step');
  });
});
