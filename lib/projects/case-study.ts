import 'server-only';
import { env } from '@/lib/env';
import { renderMarkdown } from '@/lib/markdown/render';
import { IMAGE_PATH, PROJECT_IMAGES_BUCKET, publicImageUrl } from '@/lib/projects/images';

// A project's description is Markdown, rendered here on the server only (no client code).
// Images in it may come only from this site, the project image bucket, the hosts named in
// NEXT_PUBLIC_IMAGE_HOSTS, or the project's own image list; any other is shown as its alt text.

const allowedHosts = new Set(
  (process.env.NEXT_PUBLIC_IMAGE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
);
const bucketPrefix = `${env.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${PROJECT_IMAGES_BUCKET}/`;

function imageResolver(projectImages: readonly string[]) {
  return (src: string): string | null => {
    if (/^\/(?![/\\])\S*$/.test(src)) return src;
    if (IMAGE_PATH.test(src)) return publicImageUrl(env.supabaseUrl, src);
    if (projectImages.includes(src) || src.startsWith(bucketPrefix)) return src;
    try {
      const url = new URL(src);
      return url.protocol === 'https:' && allowedHosts.has(url.hostname) ? src : null;
    } catch {
      return null;
    }
  };
}

/** The description as HTML for the project page (and the admin preview). */
export function renderCaseStudy(markdown: string, { projectImages = [] }: { projectImages?: readonly string[] } = {}): string {
  return renderMarkdown(markdown, { resolveImage: imageResolver(projectImages), siteOrigin: env.siteUrl });
}
