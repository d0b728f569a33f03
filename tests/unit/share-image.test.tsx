import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawableText, fontCodePoints, readableText } from '@/lib/og/drawable-text';
import { drawableCard, shareImage, type ShareCard } from '@/lib/og/share-image';

// Share images are drawn with fonts from the repository only: whatever a title holds, drawing
// never reaches the network (next/og would fetch fonts and emoji for glyphs the fonts lack)
// and always gives a 1200×630 PNG. How long a card takes is measured by `npm run bench`.

const card = (title: string): ShareCard => ({
  kind: 'Case study',
  title,
  labels: ['Web development', 'Next.js'],
  owner: { name: 'Alex Example', role: 'Developer' },
});

const TITLES: [string, string][] = [
  ['emoji', 'Launch day 🚀🎉 for 👩🏽‍💻 teams in 🇬🇧 (1️⃣ #️⃣ ❤️)'],
  ['CJK', '東京のカフェ向けオンラインストア 한국어 프로젝트 中文标题'],
  ['Arabic (right to left)', 'لوحة أداء مبيعات التجزئة ٢٠٢٥'],
  ['combining marks', 'Z̷͉a̸͖l̴̰g̵̱o̶͍ café Dvořák Ñandú ẞtraße ǅ'],
  ['500 characters', 'Retail sales performance dashboard with row-level security '.repeat(9).slice(0, 500)],
  ['only undrawable characters', '🚀🎉 東京 ⁂ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u200d\u0301'],
];

function pngSize(bytes: Uint8Array) {
  const view = Buffer.from(bytes);
  expect(view.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(view.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

describe('shareImage', () => {
  // next/og's layout engine loads its WebAssembly, inlined in its code as a data: address, with
  // fetch once per process; that never leaves the process, so the spy answers it. Anything else throws.
  const realFetch = globalThis.fetch;
  const addressOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (addressOf(input).startsWith('data:')) return realFetch(input, init);
    throw new Error(`a share image tried to fetch ${addressOf(input)} while drawing`);
  });
  const networkFetches = () => fetchSpy.mock.calls.map(([input]) => addressOf(input)).filter((address) => !address.startsWith('data:'));
  beforeAll(() => {
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it.each(TITLES)('draws a title with %s as a 1200×630 PNG, without the network', async (_, title) => {
    const response = await shareImage(card(title));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(networkFetches()).toEqual([]);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('draws a title sampling every block of Unicode, without the network', async () => {
    const sample = Array.from({ length: 0x30000 / 211 }, (_, i) => i * 211).filter((codePoint) => codePoint < 0xd800 || codePoint > 0xdfff);
    const response = await shareImage(card(String.fromCodePoint(...sample)));
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(networkFetches()).toEqual([]);
  });

  it('draws a title of a hundred thousand characters', async () => {
    const response = await shareImage(card('Z̷͉a̸͖l̴̰g̵̱o̶͍ 🚀 東京 '.repeat(5000)));
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('draws labels and an owner made of undrawable characters without the network', async () => {
    const response = await shareImage({ kind: 'Writing', title: 'Plain title', labels: ['#東京', '🚀'], owner: { name: '山田 太郎', role: '开发者' } });
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(networkFetches()).toEqual([]);
  });
});

describe('what the share image fonts draw', () => {
  const fonts = ['inter-latin-400-normal.woff', 'inter-latin-700-normal.woff'].map((name) => fontCodePoints(readFileSync(`lib/og/fonts/${name}`)));
  const canDraw = (codePoint: number) => fonts.every((font) => font.has(codePoint));
  const codePoints = (text: string) => [...text].map((character) => character.codePointAt(0)!);

  it("reads the fonts' character maps: Latin-1 and a few more, nothing beyond", () => {
    expect(codePoints('Aaé€–’…ŒıẞŁł🚀東ل')).toEqual([65, 97, 233, 8364, 8211, 8217, 8230, 338, 305, 7838, 321, 322, 128640, 26481, 1604]);
    expect(codePoints('Aaé€–’…Œı').every(canDraw)).toBe(true);
    expect(codePoints('ẞŁł🚀東ل').some(canDraw)).toBe(false);
  });

  it.each([
    ['Dvořák', 'Dvorák'],
    ['Łukasz Wałęsa', 'Lukasz Walesa'],
    ['Vietnamese ậ and ǵ', 'Vietnamese â and g'],
    ['𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ﬁne ＡＢ', 'Unicode fine AB'],
    ['Launch 🚀 day 👩🏽‍💻!', 'Launch day !'],
    ['東京 Coffee', 'Coffee'],
    ['Tabs\tand\nlines \u00a0 and\u200b joiners', 'Tabs and lines and joiners'],
    ['\u0301 a lone accent x̄', 'a lone accent x'],
    ['#️⃣ 1️⃣ ❤️', '# 1'],
  ])('draws %j as %j', (text, drawn) => {
    expect(drawableText(text, canDraw)).toBe(drawn);
  });

  it('never leaves a character the fonts lack, whatever the text', () => {
    const hostile = 'Z̷͉a̸͖l̴̰g̵̱o̶͍ لوحة 한국어 ✨🇬🇧 \u202eevil\u202c \ud800 \u0000 ☃︎ ẞ ǅ ㎏ ①';
    expect(codePoints(drawableText(hostile, canDraw)).filter((codePoint) => !canDraw(codePoint))).toEqual([]);
    // Every code point up to the third plane, and the tags and variation selectors of the fourteenth.
    const everyCodePoint = [...Array.from({ length: 0x30000 }, (_, codePoint) => codePoint), ...Array.from({ length: 0x200 }, (_, i) => 0xe0000 + i)];
    for (let first = 0; first < everyCodePoint.length; first += 400) {
      const text = String.fromCodePoint(...everyCodePoint.slice(first, first + 400).filter((codePoint) => codePoint < 0xd800 || codePoint > 0xdfff));
      expect(codePoints(drawableText(text, canDraw)).filter((codePoint) => !canDraw(codePoint))).toEqual([]);
    }
  });

  it('falls back when nothing readable is left', () => {
    expect(readableText('🚀 東京 ⁂', 'Case study', canDraw)).toBe('Case study');
    expect(readableText('— · —', 'Case study', canDraw)).toBe('Case study');
    expect(readableText('Café 🚀', 'Case study', canDraw)).toBe('Café');
  });

  it('leaves no part of a card blank', () => {
    const card = drawableCard({ kind: 'Writing', title: '🚀🎉 東京', labels: ['#東京', 'Power BI 📊'], owner: { name: '山田 太郎', role: '开发者' } }, canDraw);
    expect(card).toEqual({ kind: 'Writing', title: 'Writing', labels: ['Power BI'], owner: { name: 'Portfolio', role: '' } });
  });
});
