import type { NextRequest } from 'next/server';
import { updateSession } from '@/lib/supabase/proxy';

export function proxy(request: NextRequest) {
  return updateSession(request);
}

// Only the signed-in areas: public pages never read cookies, so they stay static.
export const config = {
  matcher: ['/admin/:path*', '/auth/:path*'],
};
