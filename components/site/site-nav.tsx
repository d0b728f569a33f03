'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';

type Props = { brand: ReactNode; links: ReactNode; themeToggle: ReactNode; openIcon: ReactNode; closeIcon: ReactNode };

/** The interactive part of SiteHeader: the menu below the md breakpoint. The links render on the server. */
export function SiteNav({ brand, links, themeToggle, openIcon, closeIcon }: Props) {
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
    <header onClick={closeOnLink} className="site-header">
      <nav aria-label="Main" className="wrap flex h-16 items-center gap-1">
        {/* In the order of reading: the menu's links follow its button. Below md the theme
            toggle is drawn before the button (-order-1), as it always was. */}
        <span className="me-auto min-w-0 max-md:-order-2">{brand}</span>
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          aria-label={isOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? closeIcon : openIcon}
        </button>
        <div id="mobile-menu" className="site-menu" data-open={isOpen || undefined}>
          {links}
        </div>
        {themeToggle}
      </nav>
    </header>
  );
}
