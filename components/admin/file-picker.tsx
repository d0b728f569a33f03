'use client';

import { LoaderCircle, type LucideIcon } from 'lucide-react';

/**
 * A button-looking label around a visually hidden file input: keyboard users tab to the input,
 * and its focus rings the label. The input is cleared after each pick, so the same file can be
 * picked again after a failed upload.
 */
export function FilePicker({
  id,
  icon: Icon,
  label,
  accept,
  describedBy,
  onFile,
}: {
  id: string;
  icon: LucideIcon;
  label: string;
  accept: string;
  describedBy?: string;
  onFile: (file: File) => void;
}) {
  return (
    <label
      htmlFor={id}
      className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-input px-3 text-sm font-medium hover:bg-muted focus-within:outline-2 focus-within:outline-ring"
    >
      <Icon className="size-4" aria-hidden /> {label}
      <input
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </label>
  );
}

/** Shown beside a file picker while its upload runs. */
export function UploadingStatus() {
  return (
    <span role="status" className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden /> Uploading...
    </span>
  );
}
