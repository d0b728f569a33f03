import type { Page } from '@playwright/test';
import { slugify } from '@/lib/slug';
import { uniqueTitle } from './admin-helpers';
import { expect } from './fixtures';

// Shared by the writing specs: a post written through the admin form.

export const postForm = (page: Page) => page.getByRole('form', { name: 'Write a Post' });

export const postItem = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Posts, newest first' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A datetime-local value `seconds` from now, in the browser's own zone. */
export const localTimeFromNow = (page: Page, seconds: number) =>
  page.evaluate((ms) => {
    const date = new Date(Date.now() + ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, seconds * 1000);

/** Fills the form with a new post (a unique title and tag); the caller presses a button. */
export async function fillPost(page: Page, label: string) {
  const title = uniqueTitle(label);
  const tag = `e2e-${title.slice(-8)}`;
  const form = postForm(page);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Summary').fill(`A post written by the ${label} test.`);
  await form.getByLabel('Body', { exact: true }).fill('# First things\n\nSome *text*.\n\n```js\nconst a = 1 < 2 && "x";\n```\n\n| A | B |\n|---|---|\n| 1 | 2 |');
  await form.getByLabel('Tags').fill(`${tag}, WordPress`);
  return { title, slug: slugify(title), tag };
}

/** Width and height from a PNG's header (the IHDR chunk). */
export function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
