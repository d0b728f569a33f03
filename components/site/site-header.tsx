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
 * Fixed top bar: the site's name, the home page's sections (/#section: on the home page that
 * only scrolls), the services and the blog, and the owner's way in, quiet at the end. One list
 * of links serves both widths: a row from the md breakpoint, the menu's column below it
 * (.site-menu in app/theme.css). Everything but the menu's state renders here, on the server.
 */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <SiteNav
      brand={
        <Link href="/" className="site-brand">
          {siteName}
        </Link>
      }
      links={
        <>
          {SECTIONS.map(({ id, label }) => (
            <a key={id} href={`/#${id}`}>
              {label}
            </a>
          ))}
          <Link href="/services">Services</Link>
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
