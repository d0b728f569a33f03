import type { ToastInput } from '@/components/ui/toast-store';

/**
 * A one-shot message carried across a server-side redirect (login → /admin). Scoped to
 * /admin, short-lived, readable by the page script that shows it and then deletes it.
 */
export const FLASH_COOKIE = 'flash';
export const FLASH_PATH = '/admin';

export const FLASH_MESSAGES = {
  login: { title: 'Success', description: 'Logged in successfully' },
} as const satisfies Record<string, ToastInput>;

export type FlashKind = keyof typeof FLASH_MESSAGES;

export function isFlashKind(value: string | undefined): value is FlashKind {
  return value !== undefined && Object.hasOwn(FLASH_MESSAGES, value);
}
