import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Menu, X } from '@/components/ui/icons';
import { SiteNav } from './site-nav';
import { ThemeToggle } from './theme-toggle';

const SECTIONS = [
  { id: 'about', label: 'About' },
  { id: 'skills', label: 'Skills' },
  { id: 'projects', label: 'Projects' },
  { id: 'contact', label: 'Contact' },
];

/**
 * Fixed top bar, rendered once by the public pages' layout. The items lead to /#section: on the
 * home page that only scrolls to the section. Everything but the small-screen menu's state renders
 * here, on the server.
 */
export function SiteHeader() {
  const sectionLinks = (className: string) =>
    SECTIONS.map(({ id, label }) => (
      <a key={id} href={`/#${id}`} className={className}>
        {label}
      </a>
    ));
  return (
    <SiteNav
      brand={
        <Link href="/" className="text-lg font-bold tracking-tight">
          Portfolio
        </Link>
      }
      links={
        <>
          {sectionLinks('rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground')}
          <Link href="/blog" className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
            Blog
          </Link>
          <Link href="/auth" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'ml-2')}>
            Admin
          </Link>
        </>
      }
      menuLinks={
        <>
          {sectionLinks('rounded-md px-3 py-3 text-base font-medium hover:bg-muted')}
          <Link href="/blog" className="rounded-md px-3 py-3 text-base font-medium hover:bg-muted">
            Blog
          </Link>
          <Link href="/auth" className="rounded-md px-3 py-3 text-base font-medium hover:bg-muted">
            Admin
          </Link>
        </>
      }
      themeToggle={<ThemeToggle />}
      openIcon={<Menu aria-hidden />}
      closeIcon={<X aria-hidden />}
    />
  );
}
