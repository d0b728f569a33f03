import type { Token } from 'markdown-it';
import { createMarkdownParser } from './parser';

const md = createMarkdownParser();

type TextBlock = { text: string; kind: 'prose' | 'heading' | 'code' };

function inlineText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'text' || token.type === 'text_special' || token.type === 'code_inline') return token.content;
      if (token.type === 'softbreak' || token.type === 'hardbreak') return ' ';
      if (token.type === 'image') return inlineText(token.children ?? []);
      return '';
    })
    .join('');
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// Every run of text in document order; prose covers paragraphs, list items and table cells.
function textBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let isInHeading = false;
  for (const token of md.parse(source, {})) {
    if (token.type === 'heading_open') isInHeading = true;
    else if (token.type === 'heading_close') isInHeading = false;
    else if (token.type === 'inline') {
      blocks.push({ text: inlineText(token.children ?? []), kind: isInHeading ? 'heading' : 'prose' });
    } else if (token.type === 'fence' || token.type === 'code_block') blocks.push({ text: token.content, kind: 'code' });
  }
  return blocks.map((block) => ({ ...block, text: collapseWhitespace(block.text) })).filter((block) => block.text);
}

function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const lastSpace = text.lastIndexOf(' ', maxLength - 1);
  // One word longer than the limit is cut mid-word rather than dropped.
  const cut = lastSpace > 0 ? text.slice(0, lastSpace) : text.slice(0, maxLength - 1);
  return `${cut.replace(/[\s,;:–—-]+$/, '')}…`;
}

/** Plain text of the Markdown's first paragraphs, for cards, meta descriptions and Open Graph. */
export function markdownExcerpt(source: string, maxLength = 160): string {
  const blocks = textBlocks(source);
  // A case study often opens with a heading such as "The problem"; the prose says more.
  const prose = blocks.filter((block) => block.kind === 'prose');
  const chosen = prose.length > 0 ? prose : blocks.filter((block) => block.kind === 'heading');
  return truncate(chosen.map((block) => block.text).join(' '), maxLength);
}

/** The whole text without Markdown syntax, whitespace collapsed (for JSON-LD description / search). */
export function markdownPlainText(source: string): string {
  return textBlocks(source)
    .map((block) => block.text)
    .join(' ');
}
