import MarkdownIt from 'markdown-it';
import type { MarkdownIt as MarkdownParser, StateCore, Token } from 'markdown-it';
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
  return md;
}

/** Line endings as markdown-it and `breaks` expect them. */
export function normalizeNewlines(source: string): string {
  return source.replace(/\r\n?/g, '\n');
}
