import 'server-only';
import { cookies, headers } from 'next/headers';
import { isHttpsRequest } from '@/lib/supabase/cookies';
import { FLASH_COOKIE, FLASH_PATH, type FlashKind } from './flash';

/** Queues the toast /admin shows after the redirect that follows (see lib/actions/flash.ts). */
export async function setFlash(kind: FlashKind) {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  cookieStore.set(FLASH_COOKIE, kind, {
    path: FLASH_PATH,
    maxAge: 60,
    sameSite: 'lax',
    secure: isHttpsRequest(headerList),
    // The page's script reads it and deletes it once shown.
    httpOnly: false,
  });
}
