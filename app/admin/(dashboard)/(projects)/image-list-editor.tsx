'use client';

import { ArrowDown, ArrowUp, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ImageDropZone, ImageLinkField } from './image-sources';
import { uploadFile } from '@/components/admin/upload';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { IMAGE_TYPES, PROJECT_IMAGES_BUCKET, imageFileProblem, imageFolder, publicImageUrl, type StoredImage } from '@/lib/images/bucket';
import { PROJECT_LIMITS } from '@/lib/projects/vocabulary';
import { browserSupabaseUrl } from '@/lib/supabase/client';
import { cn, isImageSrc, uuid } from '@/lib/utils';

type Item = {
  key: string;
  /** What the form saves; null until the upload finished. */
  image: StoredImage | null;
  alt: string;
  preview: string;
  label: string;
  status: 'uploading' | 'ready' | 'failed';
  error?: string;
};

const toItem = (image: StoredImage): Item => ({
  key: uuid(),
  // Only what the form saves (a project's images also carry their display address).
  image: 'path' in image ? { path: image.path, alt: image.alt } : { url: image.url, alt: image.alt },
  alt: image.alt,
  // A private project's files come with a signed address; the public bucket's otherwise.
  preview: 'src' in image && typeof image.src === 'string' ? image.src : 'path' in image ? publicImageUrl(browserSupabaseUrl, image.path) : image.url,
  label: 'path' in image ? 'Uploaded image' : image.url,
  status: 'ready',
});

/** One image of the list: its preview, Move up / Move down / Remove, and its alt text (or why its upload failed). */
function ImageRow({
  fieldId,
  item,
  index,
  count,
  isInvalid,
  onMove,
  onRemove,
  onAltChange,
}: {
  fieldId: string;
  item: Item;
  index: number;
  count: number;
  isInvalid: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onAltChange: (alt: string) => void;
}) {
  const altId = `${fieldId}-alt-${item.key}`;
  return (
    <li className={cn('grid grid-cols-1 gap-2 rounded-lg border p-3', item.status === 'failed' && 'border-destructive')}>
      <div className="flex items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- a preview of a local file or the stored one */}
        <img src={item.preview} alt="" className="h-12 w-20 shrink-0 rounded-md bg-muted object-cover" />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {index === 0 ? <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">Main image</span> : null}
          <span className="min-w-0 truncate">{item.label}</span>
          {item.status === 'uploading' ? (
            <span role="status" className="inline-flex items-center gap-1">
              <LoaderCircle className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden /> Uploading...
            </span>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center" role="group" aria-label={`Image ${index + 1}`}>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Move image ${index + 1} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Move image ${index + 1} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" className="size-8 text-destructive hover:text-destructive" aria-label={`Remove image ${index + 1}`} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {item.status === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          {item.error}
        </p>
      ) : (
        <>
          <Label htmlFor={altId} className="sr-only">
            Alt text for image {index + 1}
          </Label>
          <Input
            id={altId}
            value={item.alt}
            maxLength={PROJECT_LIMITS.alt}
            required
            onChange={(event) => onAltChange(event.target.value)}
            placeholder="Describe what it shows, e.g. Checkout page on a phone"
            aria-invalid={isInvalid && !item.alt.trim() ? true : undefined}
            className="h-9"
          />
        </>
      )}
    </li>
  );
}

/**
 * The project's images: files uploaded straight from the browser to Storage with the owner's
 * session (never through a server action), or links; alt text for each; reorder and remove.
 * The first image is the main one. The form posts the list as JSON in a hidden field.
 */
export function ImageListEditor({
  id,
  projectId,
  initial,
  errors,
  onBusyChange,
  bucket = PROJECT_IMAGES_BUCKET,
}: {
  id: string;
  /** The folder uploads go to: the project's id (in add mode, the id the new row will get). */
  projectId: string;
  initial: StoredImage[];
  errors?: string[];
  onBusyChange: (isBusy: boolean) => void;
  /** Where uploads go: the private bucket while the form says Private, so a new file is never public. */
  bucket?: string;
}) {
  const [items, setItems] = useState<Item[]>(() => initial.map(toItem));
  const [problems, setProblems] = useState<string[]>([]);
  const hintId = useId();
  const errorId = `${id}-error`;

  const isBusy = items.some((item) => item.status === 'uploading');
  useEffect(() => onBusyChange(isBusy), [isBusy, onBusyChange]);

  const update = (key: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function upload(file: File, item: Item) {
    const result = await uploadFile({ bucket, folder: imageFolder(projectId), extensions: IMAGE_TYPES, problem: imageFileProblem }, file);
    if (!result.ok) update(item.key, { status: 'failed', error: result.error });
    else update(item.key, { status: 'ready', image: { path: result.path, alt: item.alt } });
  }

  function addFiles(files: FileList) {
    const refused: string[] = [];
    const added: [File, Item][] = [];
    for (const file of Array.from(files)) {
      const problem = imageFileProblem(file);
      if (problem) refused.push(problem);
      else added.push([file, { key: uuid(), image: null, alt: '', preview: URL.createObjectURL(file), label: file.name, status: 'uploading' }]);
    }
    const room = PROJECT_LIMITS.images - items.length;
    if (added.length > room) refused.push(`At most ${PROJECT_LIMITS.images} images: ${added.length - room} not added.`);
    const kept = added.slice(0, Math.max(room, 0));
    setProblems(refused);
    setItems((current) => [...current, ...kept.map(([, item]) => item)]);
    for (const [file, item] of kept) void upload(file, item);
  }

  function addLink(url: string) {
    if (!isImageSrc(url)) return 'Enter an http(s) image URL, e.g. https://example.com/screenshot.webp';
    if (items.length >= PROJECT_LIMITS.images) return `At most ${PROJECT_LIMITS.images} images.`;
    setItems((current) => [...current, toItem({ url, alt: '' })]);
    return null;
  }

  function move(index: number, step: -1 | 1) {
    setItems((current) => {
      const next = [...current];
      [next[index], next[index + step]] = [next[index + step]!, next[index]!];
      return next;
    });
  }

  const saved = items.flatMap((item) => (item.status === 'ready' && item.image ? [{ ...item.image, alt: item.alt }] : []));
  const hasError = Boolean(errors?.length);

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3" aria-describedby={[hintId, hasError ? errorId : ''].filter(Boolean).join(' ')}>
      <legend className="mb-2 text-sm font-medium">Images</legend>
      <input type="hidden" name="images" value={JSON.stringify(saved)} />
      <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
        The first image is the main one; the others form the gallery. JPEG, PNG, WebP or AVIF, up to 5 MB each. Describe each image
        for people who cannot see it.
      </p>
      {items.length > 0 ? (
        <ol className="grid grid-cols-1 gap-3" aria-label="Images in order">
          {items.map((item, index) => (
            <ImageRow
              key={item.key}
              fieldId={id}
              item={item}
              index={index}
              count={items.length}
              isInvalid={hasError}
              onMove={(step) => move(index, step)}
              onRemove={() => setItems((current) => current.filter((other) => other.key !== item.key))}
              onAltChange={(alt) => update(item.key, { alt })}
            />
          ))}
        </ol>
      ) : null}
      <ImageDropZone onFiles={addFiles} />
      <ImageLinkField id={id} onAdd={addLink} />
      {problems.length > 0 ? (
        <ul role="alert" className="grid gap-1 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <FieldError id={errorId} messages={errors} />
    </fieldset>
  );
}
