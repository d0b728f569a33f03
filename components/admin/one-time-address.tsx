'use client';

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';

// A secret address (a share link's, a testimonial request's, a proposal's) is shown once, right
// after it is made: the database keeps only its hash, so this is the owner's one chance to copy
// it. How it is made and kept until then: ./new-address-form.tsx.

const COPY_TEXTS = {
  copied: 'Link copied successfully',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
} as const;

/** The address, with why it is shown only now and a copy button. */
export function OneTimeAddress({ notice, label, url }: { notice: string; label: string; url: string }) {
  // Which address was copied: a new one shows "Copy link" again without resetting anything.
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopiedUrl(url);
      toast({ title: 'Success', description: COPY_TEXTS.copied });
    } catch {
      toast({ title: 'Error', description: COPY_TEXTS.copyFailed, variant: 'destructive' });
    }
  }

  const isCopied = copiedUrl === url;
  return (
    <div role="status" className="grid gap-2 rounded-card border border-primary/40 bg-primary/10 p-4">
      <p className="text-sm font-medium">{notice}</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          aria-label={label}
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-input bg-background px-3 py-2 font-mono text-xs"
        />
        <Button variant="outline" size="sm" onClick={copy}>
          {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />} {isCopied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </div>
  );
}
