import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/site/content-security-policy';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('with a nonce: only scripts carrying it run, no unsafe-inline, no plain http images in production', () => {
    const csp = contentSecurityPolicy({ supabaseOrigin: 'https://abc.supabase.co', isDev: false, nonce: 'abc123' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https: https://abc.supabase.co");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://abc.supabase.co");
    for (const rule of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(rule);
  });

  it('without a nonce (static pages): inline scripts allowed, eval and plain http only in development', () => {
    const production = contentSecurityPolicy({ supabaseOrigin: 'http://127.0.0.1:54321', isDev: false });
    expect(directive(production, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(production, 'img-src')).toBe("img-src 'self' data: blob: https: http://127.0.0.1:54321");
    const development = contentSecurityPolicy({ supabaseOrigin: 'http://127.0.0.1:54321', isDev: true });
    expect(directive(development, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(development, 'img-src')).toContain(' http:');
  });

  it('frames only this site, unless a page names the origins it may frame', () => {
    const plain = contentSecurityPolicy({ supabaseOrigin: 'https://abc.supabase.co', isDev: false });
    expect(directive(plain, 'frame-src')).toBeUndefined();
    expect(directive(plain, 'default-src')).toBe("default-src 'self'");
    const project = contentSecurityPolicy({ supabaseOrigin: 'https://abc.supabase.co', isDev: false, frameSrc: ['https://app.powerbi.com'] });
    expect(directive(project, 'frame-src')).toBe('frame-src https://app.powerbi.com');
  });
});

describe('the policy each route gets (next.config.ts)', () => {
  const policyOf = async (path: string) => {
    const { default: config } = await import('@/next.config');
    const rules = await config.headers!();
    // Later rules win for the same header, as Next applies them; the sources used here are exact paths or the catch-all.
    const matching = rules.filter((rule) => rule.source === path || rule.source.startsWith('/((?!admin'));
    return matching.flatMap((rule) => rule.headers).filter((header) => header.key === 'Content-Security-Policy').at(-1)!.value;
  };

  it('lets the home page frame the two booking providers it embeds, and nothing else', async () => {
    expect(directive(await policyOf('/'), 'frame-src')).toBe('frame-src https://cal.com https://calendly.com');
  });

  it('lets lists frame nothing', async () => {
    for (const path of ['/projects', '/blog', '/privacy']) expect(directive(await policyOf(path), 'frame-src')).toBeUndefined();
  });
});
