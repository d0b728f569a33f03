// The site's Content-Security-Policy, used by next.config.ts (a static header, so public pages
// stay prerendered) and by lib/site/nonce-policy.ts (proxy.ts's per-request nonce on /admin and
// /auth, which are dynamic anyway). Relative imports only: next.config.ts loads this file too.

type Options = {
  /** The Supabase origin the browser talks to (API and public storage files). */
  supabaseOrigin: string;
  isDev: boolean;
  /**
   * With a nonce, only scripts carrying it (and what they load) run: Next's own, and the theme
   * script (NonceThemeProvider). Without, inline scripts may run.
   */
  nonce?: string;
  /** Origins the page may frame (project pages: the Power BI report host). Otherwise only this site. */
  frameSrc?: readonly string[];
  /** Where the page's forms may lead besides this site (a proposal: Stripe's payment page). */
  formAction?: readonly string[];
};

export function contentSecurityPolicy({ supabaseOrigin, isDev, nonce, frameSrc = [], formAction = [] }: Options): string {
  const scriptSrc = nonce
    ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
    : // Next's hydration payload and the theme script are inline on prerendered pages.
      ["'self'", "'unsafe-inline'"];
  if (isDev) scriptSrc.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    // https images from anywhere (links the owner pasted), plain http only in development.
    `img-src 'self' data: blob: https: ${supabaseOrigin}${isDev ? ' http:' : ''}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${supabaseOrigin}${isDev ? ' ws: wss:' : ''}`.trim(),
    ...(frameSrc.length ? [`frame-src ${frameSrc.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self'${formAction.map((origin) => ` ${origin}`).join('')}`,
  ].join('; ');
}
