'use client';

import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast-store';
import { FLASH_COOKIE, FLASH_MESSAGES, FLASH_PATH, type FlashKind } from '@/lib/actions/flash';

/** Shows the message a redirect carried (see lib/actions/flash.ts) once, then deletes its cookie. */
export function FlashToast({ kind }: { kind: FlashKind }) {
  const isShown = useRef(false);
  useEffect(() => {
    document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=${FLASH_PATH}; SameSite=Lax`;
    if (isShown.current) return;
    isShown.current = true;
    toast(FLASH_MESSAGES[kind]);
  }, [kind]);
  return null;
}
