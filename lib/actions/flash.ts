// A one-shot message carried across a server-side redirect (login, an e-mail link, a new
// password → /admin). A short-lived cookie scoped to /admin, readable by the page script that
// shows it as a toast and then deletes it.

export const FLASH_COOKIE = 'flash';
export const FLASH_PATH = '/admin';

export const FLASH_MESSAGES = {
  login: { title: 'Success', description: 'Logged in successfully' },
  confirmed: { title: 'Success', description: 'Email confirmed successfully' },
  emailChanged: { title: 'Success', description: 'Email address updated successfully' },
  passwordUpdated: { title: 'Success', description: 'Password updated successfully' },
} as const satisfies Record<string, { title: string; description: string }>;

export type FlashKind = keyof typeof FLASH_MESSAGES;

export function isFlashKind(value: string | undefined): value is FlashKind {
  return value !== undefined && Object.hasOwn(FLASH_MESSAGES, value);
}
