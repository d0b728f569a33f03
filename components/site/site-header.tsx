import Link from 'next/link';
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
 * home page that only scrolls to the section. One list of links serves both widths: a row from
 * the md breakpoint, the menu's column below it (.site-menu in app/theme.css). Everything but the
 * menu's state renders here, on the server.
 */
export function SiteHeader() {
  return (
    <SiteNav
      brand={
        <Link href="/" className="text-lg font-bold tracking-tight">
          Portfolio
        </Link>
      }
      links={
        <>
          {SECTIONS.map(({ id, label }) => (
            <a key={id} href={`/#${id}`}>
              {label}
            </a>
          ))}
          <Link href="/blog">Blog</Link>
          <Link href="/auth" className="site-menu-admin">
            Admin
          </Link>
        </>
      }
      themeToggle={<ThemeToggle className="max-md:-order-1" />}
      openIcon={<Menu aria-hidden />}
      closeIcon={<X aria-hidden />}
    />
  );
}
