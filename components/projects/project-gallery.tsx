'use client';

import { useState } from 'react';
import type { ImageSource } from '@/lib/images';
import { cn } from '@/lib/utils';
import { ImagePlaceholder, ProjectImage } from './project-image';

/** Main image plus a thumbnail strip (4 per row), shown only when there is more than one image. */
export type GalleryImage = { main: ImageSource; thumb: ImageSource };

export function ProjectGallery({ title, images }: { title: string; images: GalleryImage[] }) {
  const [selected, setSelected] = useState(0);
  const main = images[selected];

  return (
    <div className="grid gap-3">
      <div className="aspect-[16/10] overflow-hidden rounded-card border bg-muted">
        {main ? (
          <ProjectImage
            key={main.main.src}
            image={main.main}
            alt={`${title}, image ${selected + 1} of ${images.length}`}
            priority={selected === 0}
          />
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
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={selected === index}
                className={cn(
                  'block aspect-[16/10] w-full overflow-hidden rounded-lg border-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  selected === index ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <ProjectImage image={image.thumb} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
