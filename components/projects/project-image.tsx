import Image from 'next/image';
import { cn } from '@/lib/utils';

// Hosts next/image may fetch from; mirrors images.remotePatterns in next.config.ts.
const optimizedHosts = new Set(
  [
    ...(process.env.NEXT_PUBLIC_IMAGE_HOSTS ?? '').split(','),
    process.env.NEXT_PUBLIC_SUPABASE_URL ? new URL(process.env.NEXT_PUBLIC_SUPABASE_URL).host : '',
  ]
    .map((host) => host.trim())
    .filter(Boolean),
);

function canOptimize(src: string) {
  if (src.startsWith('/')) return true;
  try {
    const url = new URL(src);
    return optimizedHosts.has(url.host) && (url.protocol === 'https:' || url.pathname.startsWith('/storage/v1/object/public/'));
  } catch {
    return false;
  }
}

type ProjectImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  className?: string;
};

/** next/image for our own and configured hosts; a plain lazy <img> with fixed size for any other URL. */
export function ProjectImage({ src, alt, width, height, sizes, priority = false, className }: ProjectImageProps) {
  const classes = cn('h-full w-full object-cover', className);
  if (canOptimize(src)) {
    return (
      <Image src={src} alt={alt} width={width} height={height} sizes={sizes} priority={priority} className={classes} />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- host not configured for next/image (DESIGN §5)
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      className={classes}
    />
  );
}

/** The title's first letter when a project has no image (spec §2). */
export function ImagePlaceholder({ title, className }: { title: string; className?: string }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex h-full w-full items-center justify-center bg-gradient-to-br from-primary/25 via-secondary to-accent/25 text-5xl font-bold text-primary',
        className,
      )}
    >
      {title.trim().charAt(0).toUpperCase()}
    </div>
  );
}
