/**
 * Options of the auth cookies, the same for the server, proxy and browser clients: Secure
 * whenever the site is served over https (so always in a real deployment, and still usable on
 * http://localhost), SameSite=Lax so a link from another site arrives signed in.
 */
export function authCookieOptions(isHttps: boolean) {
  return { path: '/', sameSite: 'lax' as const, secure: isHttps };
}

/** Whether a request reached the site over https, directly or through a TLS-terminating proxy. */
export function isHttpsRequest(headers: { get(name: string): string | null }, url?: string): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded ? forwarded === 'https' : Boolean(url?.startsWith('https:'));
}
