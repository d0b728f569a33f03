'use client';

import { Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/input';
import { FilePicker, UploadingStatus } from './file-picker';
import { useUpload, type UploadTarget } from './upload';

/**
 * A form's file: uploaded straight from the browser with the owner's session (never through a
 * server action), its path posted in a hidden field named by `field`; the save checks the file
 * is there, and deletes a replaced or removed one once it has saved.
 */
export function UploadField({
  field: { id, name, label, errors },
  target,
  accept,
  icon,
  initialPath,
  preview,
  labels,
  hint,
  onBusy,
  onPathChange,
}: {
  field: { id: string; name: string; label: string; errors?: string[] };
  target: UploadTarget;
  accept: string;
  icon: LucideIcon;
  initialPath: string | null;
  /** What stands for the stored file: a thumbnail, or a sentence. */
  preview: (path: string) => ReactNode;
  labels: { upload: string; replace: string; remove: string };
  hint?: ReactNode;
  onBusy?: (isBusy: boolean) => void;
  onPathChange?: (path: string | null) => void;
}) {
  const [path, setPath] = useState(initialPath);
  const upload = useUpload(target, onBusy);
  const inputId = `${id}-file`;

  const change = (next: string | null) => {
    setPath(next);
    onPathChange?.(next);
  };

  async function pick(file: File) {
    const next = await upload.upload(file);
    if (next) change(next);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <input type="hidden" name={name} value={path ?? ''} />
      <div className="flex flex-wrap items-center gap-3">
        {path ? preview(path) : null}
        <FilePicker
          id={inputId}
          icon={icon}
          label={path ? labels.replace : labels.upload}
          accept={accept}
          describedBy={hint ? `${id}-hint` : undefined}
          onFile={(file) => void pick(file)}
        />
        {path ? (
          <Button variant="outline" size="sm" onClick={() => change(null)}>
            <Trash2 aria-hidden /> {labels.remove}
          </Button>
        ) : null}
        {upload.isUploading ? <UploadingStatus /> : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {upload.error ? (
        <p role="alert" className="text-sm text-destructive">
          {upload.error}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
