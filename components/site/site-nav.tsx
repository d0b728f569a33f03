'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';

type Props = { brand: ReactNode; links: ReactNode; menuLinks: ReactNode; themeToggle: ReactNode; openIcon: ReactNode; closeIcon: ReactNode };

/** The interactive part of SiteHeader: the menu below the md breakpoint. The links render on the server. */
export function SiteNav({ brand, links, menuLinks, themeToggle, openIcon, closeIcon }: Props) {
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  // Choosing any link (the brand, a section, Admin) closes the menu.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setIsOpen(false);
  };

  return (
    <header
      onClick={closeOnLink}
      className="fixed inset-x-0 top-0 z-50 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70"
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        {brand}

        <div className="hidden items-center gap-1 md:flex">
          {links}
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
        <div className="mx-auto flex max-w-6xl flex-col px-4 py-3">{menuLinks}</div>
      </div>
    </header>
  );
}
