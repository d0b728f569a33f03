import 'server-only';
import type { RendererRule } from 'markdown-it';
import { parseVideoUrl, videoFrameHtml } from '@/lib/video/embed';
import { slugify } from '@/lib/slug';
import { isImageSrc } from '@/lib/utils';
import { createMarkdownParser, normalizeNewlines } from './parser';

export type MarkdownOptions = {
  /** Maps an image source written in the Markdown to the URL to show, or null when it is not allowed. */
  resolveImage: (src: string) => string | null;
  /** The site's own origin, e.g. "https://example.com" — links to it are internal (no new tab). */
  siteOrigin: string;
  /** Give each heading an id and make its text a link to itself (articles, for sharing a section). */
  headingAnchors?: boolean;
};

type RenderEnv = { resolveImage: MarkdownOptions['resolveImage']; siteOrigin: string | null; anchors: Set<string> | null };

const md = createMarkdownParser();
const { escapeHtml, unescapeAll } = md.utils;
const LANGUAGE_RE = /^[a-z0-9+#-]{1,20}$/i;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

// The page's <h1> is the project title, so the document's headings start one level below it.
const renderHeading: RendererRule = (tokens, idx, options, _env, renderer) => {
  const token = tokens[idx]!;
  if (token.tag === 'h1') token.tag = 'h2';
  return renderer.renderToken(tokens, idx, options);
};

/** A unique id from the heading's text: "Measure first" → "measure-first", then "measure-first-2". */
function anchorId(text: string, used: Set<string>): string {
  const base = slugify(text) === 'project' && !/project/i.test(text) ? 'section' : slugify(text);
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

// With anchors, the heading's text links to the heading (unless it holds a link of its own).
const holdsLink = (tokens: Parameters<RendererRule>[0], idx: number) => (tokens[idx + 1]?.children ?? []).some((child) => child.type === 'link_open');

md.renderer.rules.heading_open = (tokens, idx, options, env, renderer) => {
  const { anchors } = env as RenderEnv;
  if (!anchors) return renderHeading(tokens, idx, options, env, renderer);
  const token = tokens[idx]!;
  const id = anchorId(renderer.renderInlineAsText(tokens[idx + 1]?.children ?? [], options, env), anchors);
  token.attrSet('id', id);
  const open = renderHeading(tokens, idx, options, env, renderer);
  return holdsLink(tokens, idx) ? open : `${open}<a class="heading-anchor" href="#${escapeHtml(id)}">`;
};

md.renderer.rules.heading_close = (tokens, idx, options, env, renderer) => {
  const { anchors } = env as RenderEnv;
  const close = renderHeading(tokens, idx, options, env, renderer);
  return anchors && !holdsLink(tokens, idx - 2) ? `</a>${close}` : close;
};

// Only allowed destinations reach here (see createMarkdownParser).
md.renderer.rules.link_open = (tokens, idx, options, env, renderer) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet('href') ?? '');
  const { siteOrigin } = env as RenderEnv;
  if (/^https?:/i.test(href) && originOf(href) !== siteOrigin) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return renderer.renderToken(tokens, idx, options);
};

// Nothing is fetched from a source the site does not vouch for: such an image is its alt text.
md.renderer.rules.image = (tokens, idx, options, env, renderer) => {
  const token = tokens[idx]!;
  const alt = renderer.renderInlineAsText(token.children ?? [], options, env);
  const resolved = (env as RenderEnv).resolveImage(String(token.attrGet('src') ?? ''));
  if (!resolved || !isImageSrc(resolved)) return escapeHtml(alt);
  const title = token.attrGet('title');
  const titleAttr = title ? ` title="${escapeHtml(String(title))}"` : '';
  return `<img src="${escapeHtml(resolved)}" alt="${escapeHtml(alt)}"${titleAttr} loading="lazy" decoding="async">`;
};

// A video from YouTube, Vimeo or Loom as a click-to-load frame; any other link stays text.
md.renderer.rules.video = (tokens, idx) => {
  const { title, url } = tokens[idx]!.meta as { title: string; url: string };
  const canonical = parseVideoUrl(url);
  return canonical ? `<figure class="video">${videoFrameHtml(canonical, title)}</figure>\n` : `<p>${escapeHtml(title)}</p>\n`;
};

// Code blocks and table wrappers scroll sideways on phones; tabindex lets a keyboard reach and
// scroll them too.
const codeBlock = (content: string, classAttr = '') =>
  `<pre tabindex="0"><code${classAttr}>${escapeHtml(content)}</code></pre>\n`;

// The language becomes a class only when it looks like one; there is no highlighter.
md.renderer.rules.fence = (tokens, idx) => {
  const token = tokens[idx]!;
  const language = unescapeAll(token.info).trim().split(/\s+/)[0] ?? '';
  return codeBlock(token.content, LANGUAGE_RE.test(language) ? ` class="language-${escapeHtml(language)}"` : '');
};
md.renderer.rules.code_block = (tokens, idx) => codeBlock(tokens[idx]!.content);

// Wide tables scroll inside their wrapper on phones instead of widening the page.
md.renderer.rules.table_open = (tokens, idx, options, _env, renderer) =>
  `<div class="markdown-table" tabindex="0" role="region" aria-label="Table">${renderer.renderToken(tokens, idx, options)}`;
md.renderer.rules.table_close = (tokens, idx, options, _env, renderer) =>
  `${renderer.renderToken(tokens, idx, options)}</div>\n`;

/** Case-study Markdown as HTML: no raw HTML, allowed links only, images through resolveImage. */
export function renderMarkdown(source: string, options: MarkdownOptions): string {
  const env: RenderEnv = { resolveImage: options.resolveImage, siteOrigin: originOf(options.siteOrigin), anchors: options.headingAnchors ? new Set() : null };
  return md.render(normalizeNewlines(source), env);
}
