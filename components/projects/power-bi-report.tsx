'use client';

import { useState, type ReactNode } from 'react';

type Props = {
  url: string;
  /** The frame's title, for screen readers. */
  title: string;
  /** Server-rendered: what the report is, and that loading it connects to Microsoft. */
  placeholder: ReactNode;
  button: { label: ReactNode; className: string };
};

/**
 * A Power BI report that loads only when the visitor asks: until then a static placeholder
 * and a button, so nothing from Microsoft loads with the page.
 */
export function PowerBiReport({ url, title, placeholder, button }: Props) {
  const [isLoaded, setIsLoaded] = useState(false);
  if (isLoaded) {
    return <iframe src={url} title={title} allowFullScreen className="aspect-[4/3] w-full rounded-card border bg-card sm:aspect-[16/10]" />;
  }
  return (
    <div className="grid aspect-[4/3] w-full place-content-center justify-items-center gap-4 rounded-card border border-dashed bg-muted/40 p-6 text-center sm:aspect-[16/10]">
      {placeholder}
      <button type="button" onClick={() => setIsLoaded(true)} data-insight="report_load" className={button.className}>
        {button.label}
      </button>
    </div>
  );
}
