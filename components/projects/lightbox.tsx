'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, X } from '@/components/ui/icons';
import type { GalleryImage } from '@/lib/images/sources';

const control =
  'grid size-11 place-items-center rounded-full bg-black/60 text-white ease-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-6';

/**
 * A project's images full size, on the native modal <dialog>: focus stays inside while it is
 * open, the arrow keys move, Escape closes, and focus returns to what opened it. Loaded on
 * first use (see ProjectGallery), so it costs the page nothing until then.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(index);
  const captionId = useId();
  const image = images[current]!;
  const hasMany = images.length > 1;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    return () => opener?.focus();
  }, []);

  const go = (step: number) => {
    const next = (current + step + images.length) % images.length;
    setCurrent(next);
    onIndexChange(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!hasMany) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={captionId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: let React's state close it.
        event.preventDefault();
        onClose();
      }}
      // A click on the dark surround (the dialog itself, not its content) closes it too.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-dvw max-w-none overflow-hidden bg-neutral-950 p-0 text-white backdrop:bg-black"
    >
      <figure className="flex h-full flex-col items-center justify-center gap-3 px-4 pb-6 pt-16 sm:px-20">
        {/* eslint-disable-next-line @next/next/no-img-element -- the sources are next/image's own (getImageProps) */}
        <img
          key={image.main.src}
          src={image.main.src}
          srcSet={image.main.srcSet}
          // The page's sources, chosen for the whole screen: they go up to 1920 px wide.
          sizes="100vw"
          width={image.main.width}
          height={image.main.height}
          alt={image.alt}
          referrerPolicy="no-referrer"
          className="h-auto max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-lg object-contain"
        />
        <figcaption className="max-w-2xl text-center text-sm sm:text-base">
          <span id={captionId}>{image.alt}</span>
          {hasMany ? (
            <span className="mt-1 block text-xs text-white/70">
              {current + 1} of {images.length}
            </span>
          ) : null}
        </figcaption>
      </figure>
      <button type="button" onClick={onClose} aria-label="Close" className={`${control} absolute right-3 top-3`} autoFocus>
        <X aria-hidden />
      </button>
      {hasMany ? (
        <>
          <button type="button" onClick={() => go(-1)} aria-label="Previous image" className={`${control} absolute left-3 top-[calc(50%-1.375rem)]`}>
            <ChevronLeft aria-hidden />
          </button>
          <button type="button" onClick={() => go(1)} aria-label="Next image" className={`${control} absolute right-3 top-[calc(50%-1.375rem)]`}>
            <ChevronRight aria-hidden />
          </button>
        </>
      ) : null}
    </dialog>
  );
}
