'use client';

import { Suspense, lazy, useState } from 'react';
import { cn } from '@/lib/cn';
import type { GalleryImage } from '@/lib/images/sources';
import { ImagePlaceholder, ProjectImage } from './project-image';


// The full-size viewer is fetched when a visitor first opens an image (or points at one),
// not with the page.
const loadLightbox = () => import('./lightbox');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

const preload = () => void loadLightbox();

/**
 * The main image and, when there is more than one image, a thumbnail strip (4 per row).
 * The main image or a thumbnail opens that image full size.
 */
export function ProjectGallery({ title, images }: { title: string; images: GalleryImage[] }) {
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const main = images[selected];

  const show = (index: number) => {
    setSelected(index);
    setOpen(index);
  };

  return (
    <div className="grid gap-3" onPointerEnter={preload} onFocus={preload}>
      <div className="aspect-[16/10] overflow-hidden rounded-card border bg-muted">
        {main ? (
          <button
            type="button"
            onClick={() => show(selected)}
            aria-label={`View full size: ${main.alt}`}
            className="block h-full w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <ProjectImage key={main.main.src} image={main.main} alt={main.alt} priority={selected === 0} className="img-cover" />
          </button>
        ) : (
          <ImagePlaceholder title={title} size="lg" />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3" aria-label="Project images">
          {images.map((image, index) => (
            <li key={`${image.thumb.src}-${index}`}>
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={`Image ${index + 1} of ${images.length}: ${image.alt}`}
                aria-pressed={selected === index}
                className={cn(
                  'block aspect-[16/10] w-full overflow-hidden rounded-lg border-2 ease-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  selected === index ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <ProjectImage image={image.thumb} alt="" className="img-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox images={images} index={open} onIndexChange={setSelected} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
