import { cn } from '@/lib/cn';
import type { ImageSource } from '@/lib/images/sources';

/**
 * A project image from sources prepared on the server (lib/images.ts): responsive and
 * optimised where next/image may fetch the host, with fixed dimensions either way.
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
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      // Third-party image hosts are not told which page the visitor is on.
      referrerPolicy="no-referrer"
      className={cn('h-full w-full object-cover', className)}
    />
  );
}

/** The title's first letter when a project has no image. */
export function ImagePlaceholder({ title, size = 'md' }: { title: string; size?: 'md' | 'lg' }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex h-full w-full items-center justify-center bg-gradient-to-br from-primary/25 via-secondary to-accent/25 font-bold text-primary',
        size === 'lg' ? 'text-7xl' : 'text-5xl',
      )}
    >
      {title.trim().charAt(0).toUpperCase()}
    </div>
  );
}
