'use client';

import { ImagePlus, Link2 } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { IMAGE_TYPES } from '@/lib/images/bucket';
import { cn } from '@/lib/cn';

// The two ways an image joins a project's list: files (dropped or chosen) and links.

const ACCEPT = Object.keys(IMAGE_TYPES).join(',');

export function ImageDropZone({ onFiles }: { onFiles: (files: FileList) => void }) {
  const [isDragging, setIsDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    if (event.dataTransfer.files.length) onFiles(event.dataTransfer.files);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm text-muted-foreground',
        isDragging && 'border-primary bg-primary/5',
      )}
    >
      <p>Drop images here, or</p>
      <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
        <ImagePlus aria-hidden /> Choose images
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose images to upload"
        onChange={(event) => {
          if (event.target.files?.length) onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}

/** An image by its address; `onAdd` answers why it cannot be added, or null once it is. */
export function ImageLinkField({ id, onAdd }: { id: string; onAdd: (url: string) => string | null }) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);

  function add() {
    const problem = onAdd(link.trim());
    setError(problem);
    if (!problem) setLink('');
  }

  return (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-link`}>Or add an image by URL</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-link`}
          type="url"
          inputMode="url"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the link instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          placeholder="https://example.com/screenshot.webp"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-link-error` : undefined}
        />
        <Button variant="outline" onClick={add}>
          <Link2 aria-hidden /> Add
        </Button>
      </div>
      <FieldError id={`${id}-link-error`} messages={error ? [error] : undefined} />
    </div>
  );
}
