// First-load JavaScript of a page: every script its server-rendered HTML loads from Next's
// build output (not the `nomodule` polyfills, which modern browsers skip), gzip-compressed
// as Next serves it. Read from the build directory, so the
// figure depends only on the build, never on timing or the network.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @param {string} html the page as the server sent it
 * @param {string} distDir the build directory (e.g. .next-e2e)
 * @returns {{ gzipBytes: number, files: { file: string, gzipBytes: number }[] }}
 */
export function firstLoadJs(html, distDir) {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const sources = new Set(tags.flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []));
  const files = [];
  for (const source of sources) {
    const pathname = decodeURIComponent(new URL(source, 'http://localhost').pathname);
    if (!pathname.startsWith('/_next/static/')) throw new Error(`unexpected script ${source}`);
    const body = readFileSync(path.join(distDir, 'static', pathname.slice('/_next/static/'.length)));
    files.push({ file: pathname, gzipBytes: gzipSync(body).length });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
}
