import type { ImageSource } from '@/lib/images/sources';

/**
 * A project image from sources prepared on the server (lib/images/sources.ts): responsive and
 * optimised where next/image may fetch the host, with fixed dimensions either way. A card's
 * image is sized by `.card-media img`; elsewhere pass `img-cover`.
 */
export function ProjectImage({
  image,
  alt,
  priority = false,
  className,
}: {
  image: ImageSource;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the sources are next/image's own (getImageProps)
    <img
      {...image}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      // Spread, not `undefined`: an absent prop costs nothing in the page's RSC copy.
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      // Third-party image hosts are not told which page the visitor is on (ours are same-origin).
      {...(image.src.startsWith('/') ? {} : { referrerPolicy: 'no-referrer' as const })}
      className={className}
    />
  );
}

/** The title's first letter when a project has no image. */
export function ImagePlaceholder({ title, size = 'md' }: { title: string; size?: 'md' | 'lg' }) {
  return (
    <div
      aria-hidden
      className={size === 'lg' ? 'image-fallback text-7xl' : 'image-fallback'}
    >
      {title.trim().charAt(0).toUpperCase()}
    </div>
  );
}
