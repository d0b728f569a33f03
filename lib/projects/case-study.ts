import 'server-only';
import { env } from '@/lib/env';
import { renderMarkdown } from '@/lib/markdown/render';
import { allowedRemoteImage } from '@/lib/images/sources';
import { IMAGE_PATH, publicImageUrl } from '@/lib/images/bucket';

// A project's description is Markdown, rendered here on the server only (no client code).
// Images in it may come only from this site, the project image bucket, the hosts named in
// NEXT_PUBLIC_IMAGE_HOSTS, or the project's own image list; any other is shown as its alt text.

function imageResolver(projectImages: readonly string[], bucketFiles: ReadonlyMap<string, string>) {
  return (src: string): string | null => {
    // A site path, but never a protocol-relative one (//host/…).
    if (src.startsWith('/')) return /^\/(?![/\\])\S*$/.test(src) ? src : null;
    if (IMAGE_PATH.test(src)) return bucketFiles.get(src) ?? publicImageUrl(env.supabaseUrl, src);
    return projectImages.includes(src) ? src : allowedRemoteImage(src);
  };
}

/** The description as HTML for the project page (and the admin preview). */
export function renderCaseStudy(
  markdown: string,
  { projectImages = [], bucketFiles = new Map() }: { projectImages?: readonly string[]; bucketFiles?: ReadonlyMap<string, string> } = {},
): string {
  return renderMarkdown(markdown, { resolveImage: imageResolver(projectImages, bucketFiles), siteOrigin: env.siteUrl });
}
