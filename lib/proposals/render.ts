import 'server-only';
import { env } from '@/lib/env';
import { renderMarkdown } from '@/lib/markdown/render';

// A proposal's introduction and terms: the site's Markdown rules, on the server only; no
// images (one written in them shows its alt text).

export const renderProposalMarkdown = (markdown: string) => renderMarkdown(markdown, { resolveImage: () => null, siteOrigin: env.siteUrl });
