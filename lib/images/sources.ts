import 'server-only';
import { getImageProps } from 'next/image';
import { peoplePhotoUrl } from '@/lib/people/photos';
import { CONFIGURED_IMAGE_HOSTS, bucketImageUrl } from '@/lib/images/bucket';

/** What an <img> needs. Plain data, so client components can render it without next/image. */
export type ImageSource = { src: string; srcSet?: string; sizes?: string; width: number; height: number };

/**
 * One image of a gallery in the sizes it is shown at: on the page (whose sources also serve the
 * full-screen view) and as a thumbnail.
 */
export type GalleryImage = { alt: string; main: ImageSource; thumb: ImageSource };

/** `widths`: the srcset's widths when fewer than Next's list serve the layout (each is named twice in a page). */
type Variant = { width: number; height: number; sizes?: string; widths?: readonly number[] };

export const IMAGE_VARIANTS = {
  /** At most 360 px wide from lg, half the screen from sm, all of it below: 1080 covers a 3x phone. */
  card: { width: 640, height: 400, sizes: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw', widths: [384, 640, 828, 1080] },
  main: { width: 1200, height: 750, sizes: '(min-width: 1024px) 640px, 100vw' },
  /** A gallery thumbnail, always 160 px wide: 1x and 2x sources. */
  thumb: { width: 160, height: 100 },
  /** A testimonial author's photo, a 48 px square. */
  avatar: { width: 48, height: 48 },
  /** The owner's portrait in the hero: a square of 128, 176 or 256 px. */
  portrait: { width: 512, height: 512, sizes: '(min-width: 1024px) 256px, (min-width: 640px) 176px, 128px' },
} satisfies Record<string, Variant>;

// What next/image may fetch; mirrors images.remotePatterns in next.config.ts: the configured
// https hosts, and the Supabase host's public image buckets only.
const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL;
const peopleUrl = supabaseUrl ? peoplePhotoUrl(supabaseUrl, '') : null;

/**
 * A file in the public image bucket, or an https image on a configured host: the URL as the
 * browser will request it (normalised), or null when it is neither.
 */
export function allowedRemoteImage(src: string): string | null {
  const inBucket = supabaseUrl ? bucketImageUrl(src, supabaseUrl) : null;
  if (inBucket) return inBucket;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && !url.username && !url.password && CONFIGURED_IMAGE_HOSTS.includes(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}

export const isAllowedRemoteImage = (src: string) => allowedRemoteImage(src) !== null;

// The people bucket (portraits, whose paths the database checks) is optimised too, but is no
// source for case-study images.
const canOptimize = (src: string) => src.startsWith('/') || isAllowedRemoteImage(src) || Boolean(peopleUrl && src.startsWith(peopleUrl));

/**
 * Next's optimised, responsive sources for our own and configured hosts (getImageProps, the
 * same as <Image> renders), computed here so next/image's client code never ships; any
 * other http(s) URL is used as it is, at a fixed size (never a `**` remote pattern, which
 * would make /_next/image an open fetch proxy).
 */
export function imageSource(src: string, variant: Variant): ImageSource {
  if (!canOptimize(src)) return { src, width: variant.width, height: variant.height };
  const { widths, ...size } = variant;
  const { props } = getImageProps({ src, alt: '', ...size });
  if (!widths || !props.srcSet) return { src: props.src, srcSet: props.srcSet, sizes: props.sizes, width: variant.width, height: variant.height };
  const kept = props.srcSet.split(', ').filter((entry) => widths.includes(Number(entry.slice(entry.lastIndexOf(' ') + 1, -1))));
  const largest = kept.at(-1)?.slice(0, kept.at(-1)!.lastIndexOf(' ')) ?? props.src;
  return { src: largest, srcSet: kept.join(', '), sizes: props.sizes, width: variant.width, height: variant.height };
}
