import 'server-only';
import { env } from '@/lib/env';
import { renderMarkdown } from '@/lib/markdown/render';

// A service's description: the site's Markdown rules (lib/markdown/render.ts), on the server
// only. A few sentences and a list at most, so no images: one written in it shows its alt text.

/** The description as HTML, for the home section, /services and the admin preview. */
export function renderServiceDescription(markdown: string): string {
  return renderMarkdown(markdown, { resolveImage: () => null, siteOrigin: env.siteUrl });
}
