import { Menu, X } from './icons';
import { SiteNav } from './site-nav';
import { ThemeToggle } from './theme-toggle';

/**
 * Fixed top bar. On the home page the items scroll to sections; elsewhere they lead to
 * /#section. Icons render here, on the server, so the icon library stays out of the browser.
 */
export function SiteHeader({ onHome = false }: { onHome?: boolean }) {
  return (
    <SiteNav onHome={onHome} themeToggle={<ThemeToggle />} openIcon={<Menu aria-hidden />} closeIcon={<X aria-hidden />} />
  );
}
