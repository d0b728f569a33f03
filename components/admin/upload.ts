'use client';

import { useState } from 'react';
import { getBrowserClient } from '@/lib/supabase/client';
import { uuid } from '@/lib/utils';

// Every upload of the admin area, in one place: check the file → a new path → upload straight from
// the browser with the owner's session (never through a server-action body); the save then checks
// the file is there and removes what nothing uses. Storage's policies decide who may write.

export type UploadTarget = {
  bucket: string;
  /** The folder of the new file, which gets a random name with its type's extension. */
  folder: string;
  /** Accepted types → file extension. */
  extensions: Readonly<Record<string, string>>;
  /** Why the file cannot be uploaded (its type or size), or null. */
  problem: (file: File) => string | null;
};

/** Shared caches may keep a public file this long: it stops being served soon after it is removed. */
const PUBLIC_MAX_AGE_SECONDS = '60';

export type UploadResult = { ok: true; path: string } | { ok: false; error: string };

export async function uploadFile(target: UploadTarget, file: File): Promise<UploadResult> {
  const problem = target.problem(file);
  if (problem) return { ok: false, error: problem };
  const path = `${target.folder}/${uuid()}.${target.extensions[file.type]}`;
  // An ArrayBuffer rather than the File: the multipart upload supabase-js makes of a File is not
  // understood by every Storage server (the local backend's among them).
  const { error } = await getBrowserClient()
    .storage.from(target.bucket)
    .upload(path, await file.arrayBuffer(), { contentType: file.type, upsert: false, cacheControl: PUBLIC_MAX_AGE_SECONDS });
  return error ? { ok: false, error: `${file.name} could not be uploaded: ${error.message}` } : { ok: true, path };
}

/** One file field's upload: its state for UploadingStatus, and upload(), which resolves to the new path or null. */
export function useUpload(target: UploadTarget, onBusy?: (busy: boolean) => void) {
  const [state, setState] = useState<{ isUploading: boolean; error: string | null }>({ isUploading: false, error: null });
  async function upload(file: File): Promise<string | null> {
    const problem = target.problem(file);
    if (problem) {
      setState({ isUploading: false, error: problem });
      return null;
    }
    setState({ isUploading: true, error: null });
    onBusy?.(true);
    const result = await uploadFile(target, file);
    onBusy?.(false);
    setState({ isUploading: false, error: result.ok ? null : result.error });
    return result.ok ? result.path : null;
  }
  return { ...state, upload };
}
