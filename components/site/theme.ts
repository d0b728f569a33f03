// The colour theme: 'light' or 'dark' (or 'system'), kept in localStorage under `theme`, dark by
// default, and shown as that class and color-scheme on <html>. The inline script applies it
// before the first paint; the toggle and other tabs change it later.

export const THEME_KEY = 'theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Self-contained: it also runs as the inline script's body, before any bundle has loaded. */
function paintTheme(theme: string) {
  const resolved = theme === 'system' ? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : theme;
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved === 'light' ? 'light' : 'dark';
}

export const THEME_SCRIPT = `try{(${paintTheme.toString()})(localStorage.getItem(${JSON.stringify(THEME_KEY)})||"dark")}catch(e){}`;

function storedTheme(): string {
  try {
    return localStorage.getItem(THEME_KEY) || 'dark';
  } catch {
    return 'dark';
  }
}

/** Repaints without CSS transitions, so the page does not fade from one theme to the other. */
function repaint(theme: string) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  paintTheme(theme);
  // Forces the style recalculation before the transitions come back.
  window.getComputedStyle(document.body);
  setTimeout(() => style.remove(), 1);
}

export function toggleTheme() {
  const next = document.documentElement.classList.contains('light') ? 'dark' : 'light';
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    // Private mode without storage: the theme still changes for this page.
  }
  repaint(next);
}

/** Follows a theme chosen in another tab, and the system's for a stored 'system'. */
export function followThemeChanges() {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY) repaint(storedTheme());
  };
  const media = window.matchMedia(DARK_QUERY);
  const onSystemChange = () => {
    if (storedTheme() === 'system') repaint('system');
  };
  window.addEventListener('storage', onStorage);
  media.addEventListener('change', onSystemChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    media.removeEventListener('change', onSystemChange);
  };
}
