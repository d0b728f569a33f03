import MarkdownIt from 'markdown-it';
import type { MarkdownIt as MarkdownParser, StateBlock, StateCore, Token } from 'markdown-it';
import { isHttpUrl } from '@/lib/utils';

/** Where a Markdown link may point: the web, mail, a path on this site or a fragment. */
export function isAllowedHref(href: string): boolean {
  return isHttpUrl(href) || /^mailto:/i.test(href) || /^\/(?![/\\])/.test(href) || href.startsWith('#');
}

// Keeps the text of a link whose destination is not allowed and drops the <a> around it.
function unwrapDisallowedLinks(state: StateCore) {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const droppedAtLevel: boolean[] = [];
    block.children = block.children.filter((token: Token) => {
      if (token.type === 'link_open') {
        const isDropped = !isAllowedHref(String(token.attrGet('href') ?? ''));
        droppedAtLevel.push(isDropped);
        return !isDropped;
      }
      if (token.type === 'link_close') return !droppedAtLevel.pop();
      return true;
    });
  }
}

/** `::video[The title](https://youtu.be/…)` on a line of its own: a video walkthrough. */
const VIDEO_DIRECTIVE = /^::video\[([^\]\n]{1,200})\]\(([^)\s]{1,2048})\)\s*$/;

// A block token 'video' (meta: title and the link as written); the renderer checks the link.
function videoDirective(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const line = state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]);
  const match = VIDEO_DIRECTIVE.exec(line);
  if (!match) return false;
  if (silent) return true;
  const token = state.push('video', 'iframe', 0);
  token.meta = { title: match[1]!.trim(), url: match[2]! };
  token.map = [startLine, startLine + 1];
  token.block = true;
  state.line = startLine + 1;
  return true;
}

/**
 * A markdown-it configured for case studies. Rendering and excerpts each keep one, so both
 * read the same document structure.
 */
export function createMarkdownParser(): MarkdownParser {
  const md = new MarkdownIt({ html: false, breaks: true, linkify: false, typographer: false });
  // markdown-it prints a refused link's raw source (`[x](javascript:…)`), so every destination
  // parses here and isAllowedHref decides afterwards, leaving only the link text.
  md.validateLink = () => true;
  md.core.ruler.push('unwrap_disallowed_links', unwrapDisallowedLinks);
  md.block.ruler.before('paragraph', 'video', videoDirective, { alt: ['paragraph'] });
  return md;
}

/** Line endings as markdown-it and `breaks` expect them. */
export function normalizeNewlines(source: string): string {
  return source.replace(/\r\n?/g, '\n');
}
