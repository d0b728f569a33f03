'use client';

import Link from 'next/link';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const SECTIONS = [
  { id: 'about', label: 'About' },
  { id: 'skills', label: 'Skills' },
  { id: 'projects', label: 'Projects' },
  { id: 'contact', label: 'Contact' },
];

type Props = { onHome: boolean; themeToggle: ReactNode; openIcon: ReactNode; closeIcon: ReactNode };

/** The interactive part of SiteHeader: the menu below the md breakpoint. */
export function SiteNav({ onHome, themeToggle, openIcon, closeIcon }: Props) {
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  const close = () => setIsOpen(false);
  const links = (className: string) =>
    SECTIONS.map(({ id, label }) => (
      <a key={id} href={onHome ? `#${id}` : `/#${id}`} onClick={close} className={className}>
        {label}
      </a>
    ));

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link href="/" className="text-lg font-bold tracking-tight" onClick={close}>
          Portfolio
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {links('rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground')}
          <Link href="/auth" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'ml-2')}>
            Admin
          </Link>
          {themeToggle}
        </div>

        <div className="flex items-center gap-1 md:hidden">
          {themeToggle}
          <button
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-expanded={isOpen}
            aria-controls="mobile-menu"
            aria-label={isOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? closeIcon : openIcon}
          </button>
        </div>
      </nav>

      <div id="mobile-menu" hidden={!isOpen} className="border-t bg-background md:hidden">
        <div className="mx-auto flex max-w-6xl flex-col px-4 py-3">
          {links('rounded-md px-3 py-3 text-base font-medium hover:bg-muted')}
          <Link href="/auth" onClick={close} className="rounded-md px-3 py-3 text-base font-medium hover:bg-muted">
            Admin
          </Link>
        </div>
      </div>
    </header>
  );
}
