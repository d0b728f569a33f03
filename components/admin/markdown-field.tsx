'use client';

import { useRef, useState, useTransition } from 'react';
import { settleAction } from '@/components/forms/settle-action';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type Props = {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  maxLength: number;
  errors?: string[];
  /** What the field accepts, when it differs from a case study's. */
  hint?: string;
  placeholder?: string;
  /** The server's rendering of the Markdown, the same as the page's (a server action). */
  renderPreview: (markdown: string) => Promise<{ ok: true; html: string } | { ok: false; message: string }>;
};

type Mode = 'write' | 'preview';

const HINT = 'Markdown: ## headings, **bold**, *italic*, lists, [links](https://…), `code`, > quotes, tables, ![images](…) from this project.';

/**
 * The case study: Markdown, with a Write / Preview toggle. The preview is rendered by the
 * server, by the same code as the project page. The textarea stays in the form while the
 * preview shows, so a save sends what was written.
 */
export function MarkdownField({ id, name, label, defaultValue, maxLength, errors, hint = HINT, placeholder = '## The problem\n\nWhat the client needed.\n\n## What I built\n\n- …', renderPreview }: Props) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<Mode>('write');
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);
  const [isRendering, startRendering] = useTransition();

  function show(next: Mode) {
    setMode(next);
    if (next === 'write') return;
    const markdown = textareaRef.current?.value ?? '';
    startRendering(async () => {
      const result = await settleAction(() => renderPreview(markdown));
      setPreview(result.ok ? { html: result.html } : { error: result.message });
    });
  }

  const toggle = (value: Mode, text: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => show(value)}
      className={cn(
        'rounded-md px-3 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
        mode === value ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {text}
    </button>
  );

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      isRequired
      aside={
        <div role="group" aria-label="Editing mode" className="flex gap-1 rounded-lg bg-muted p-1">
          {toggle('write', 'Write')}
          {toggle('preview', 'Preview')}
        </div>
      }
    >
      {(control) => (
        <>
          <Textarea
            {...control}
            ref={textareaRef}
            name={name}
            required
            rows={10}
            maxLength={maxLength}
            defaultValue={defaultValue}
            hidden={mode === 'preview'}
            className="font-mono text-sm leading-relaxed"
            placeholder={placeholder}
          />
          {mode === 'preview' ? (
            <div aria-live="polite" aria-busy={isRendering} className="min-h-40 rounded-lg border bg-background p-4">
              {isRendering || !preview ? (
                <p className="text-sm text-muted-foreground">Rendering preview...</p>
              ) : 'error' in preview ? (
                <p role="alert" className="text-sm text-destructive">
                  {preview.error}
                </p>
              ) : preview.html ? (
                // Rendered by the server's Markdown renderer, which escapes raw HTML.
                <div className="markdown" dangerouslySetInnerHTML={{ __html: preview.html }} />
              ) : (
                <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
              )}
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
