'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { getBrowserClient } from '@/lib/supabase/client';

/**
 * The browser client refreshes the tokens before they expire and when the tab
 * becomes visible again, writing the session cookie the server reads. When the session
 * ends here (logout elsewhere, or a refresh failing for good), leave the admin area.
 */
export function SessionWatcher() {
  const router = useRouter();
  useEffect(() => {
    const { data } = getBrowserClient().auth.onAuthStateChange((event: string) => {
      if (event === 'SIGNED_OUT') router.replace('/auth');
    });
    return () => data.subscription.unsubscribe();
  }, [router]);
  return null;
}
