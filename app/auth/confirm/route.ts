import { NextResponse, type NextRequest } from 'next/server';
import { verifyEmailLink, type EmailLinkType } from '@/lib/auth/account';
import type { FlashKind } from '@/lib/actions/flash';
import { setFlash } from '@/lib/actions/flash-cookie';
import { emailLinkSchema } from '@/lib/auth/schema';

// Where the e-mail links land: sign-up confirmation, password recovery, e-mail change. The
// destination is fixed per type (never taken from the link), so a link cannot send anyone
// elsewhere.
const DESTINATIONS: Record<EmailLinkType, { path: string; flash?: FlashKind }> = {
  signup: { path: '/admin', flash: 'confirmed' },
  email_change: { path: '/admin', flash: 'emailChanged' },
  recovery: { path: '/auth/reset-password' },
};

export async function GET(request: NextRequest) {
  const redirectTo = (path: string) => {
    const url = request.nextUrl.clone();
    url.pathname = path;
    url.search = '';
    return NextResponse.redirect(url, 303);
  };

  const link = emailLinkSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!link.success) return redirectTo('/auth/link-invalid');
  const { type } = link.data;
  const result = await verifyEmailLink('code' in link.data ? { code: link.data.code } : { tokenHash: link.data.token_hash, type });
  if (!result.ok) return redirectTo('/auth/link-invalid');

  const destination = DESTINATIONS[type];
  if (destination.flash) await setFlash(destination.flash);
  return redirectTo(destination.path);
}
