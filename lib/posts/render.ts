import 'server-only';
import { env } from '@/lib/env';
import { allowedRemoteImage } from '@/lib/images/sources';
import { renderMarkdown } from '@/lib/markdown/render';
import { IMAGE_PATH, publicImageUrl } from '@/lib/images/bucket';
import { isPostCoverPath } from './covers';

// A post's body: the case studies' Markdown rules (lib/markdown/render.ts) plus heading anchors.
// Images may come from this site, the image bucket (project images and post covers) or the
// configured hosts; any other is shown as its alt text.

function resolveImage(src: string): string | null {
  // A site path, but never a protocol-relative one (//host/…).
  if (src.startsWith('/')) return /^\/(?![/\\])\S*$/.test(src) ? src : null;
  if (IMAGE_PATH.test(src) || isPostCoverPath(src)) return publicImageUrl(env.supabaseUrl, src);
  return allowedRemoteImage(src);
}

/** The body as HTML, for the post page, the feeds and the admin preview. */
export function renderPost(markdown: string): string {
  return renderMarkdown(markdown, { resolveImage, siteOrigin: env.siteUrl, headingAnchors: true });
}

/** The body as HTML with absolute addresses, for feed readers (which have no base URL). */
export function renderPostForFeed(markdown: string): string {
  const html = renderMarkdown(markdown, { resolveImage, siteOrigin: env.siteUrl });
  return html.replace(/(\s(?:href|src)=")\/(?![/\\])/g, `$1${env.siteUrl}/`);
}
