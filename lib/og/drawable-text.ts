import { inflateSync } from 'node:zlib';

// Share images are drawn with the fonts in lib/og/fonts only. next/og fetches a font or an emoji
// image from the network for any character those fonts lack, so every text is first reduced to
// the characters the fonts' own character maps (cmap) name; nothing else ever reaches the renderer.

/** The code points a WOFF font has a glyph for, read from its cmap table. */
export function fontCodePoints(woff: Uint8Array): Set<number> {
  const file = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Share image fonts must be WOFF files');
  const cmap = woffTable(file, 'cmap');
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => {
    const offset = cmap.readUInt32BE(8 + i * 8);
    return { platform: cmap.readUInt16BE(4 + i * 8), encoding: cmap.readUInt16BE(6 + i * 8), offset, format: cmap.readUInt16BE(offset) };
  });
  // Unicode subtables only: the full repertoire (format 12) if there is one, else the basic plane (format 4).
  const unicode = subtables.filter(({ platform, encoding }) => platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)));
  const full = unicode.find((table) => table.format === 12);
  if (full) return segmentedCoverage(cmap, full.offset);
  const basic = unicode.find((table) => table.format === 4);
  if (basic) return basicPlaneCoverage(cmap, basic.offset);
  throw new Error('The font has no Unicode character map');
}

function woffTable(file: Buffer, tag: string): Buffer {
  const tables = file.readUInt16BE(12);
  for (let i = 0; i < tables; i++) {
    const entry = 44 + i * 20;
    if (file.toString('latin1', entry, entry + 4) !== tag) continue;
    const offset = file.readUInt32BE(entry + 4);
    const stored = file.readUInt32BE(entry + 8);
    const length = file.readUInt32BE(entry + 12);
    const data = file.subarray(offset, offset + stored);
    return stored < length ? inflateSync(data) : data;
  }
  throw new Error(`The font has no ${tag} table`);
}

/** Format 4: segments of the basic plane, each mapped by a delta or through the glyph array. */
function basicPlaneCoverage(cmap: Buffer, start: number): Set<number> {
  const covered = new Set<number>();
  const segments = cmap.readUInt16BE(start + 6) / 2;
  const ends = start + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let i = 0; i < segments; i++) {
    const first = cmap.readUInt16BE(starts + i * 2);
    const last = cmap.readUInt16BE(ends + i * 2);
    const delta = cmap.readInt16BE(deltas + i * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + i * 2);
    for (let codePoint = first; codePoint <= last && codePoint !== 0xffff; codePoint++) {
      const indexed = rangeOffset === 0 ? codePoint : cmap.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (codePoint - first) * 2);
      const glyph = rangeOffset !== 0 && indexed === 0 ? 0 : (indexed + delta) & 0xffff;
      if (glyph !== 0) covered.add(codePoint);
    }
  }
  return covered;
}

/** Format 12: groups of consecutive code points on consecutive glyphs. */
function segmentedCoverage(cmap: Buffer, start: number): Set<number> {
  const covered = new Set<number>();
  const groups = cmap.readUInt32BE(start + 12);
  for (let i = 0; i < groups; i++) {
    const group = start + 16 + i * 12;
    const first = cmap.readUInt32BE(group);
    const last = cmap.readUInt32BE(group + 4);
    const firstGlyph = cmap.readUInt32BE(group + 8);
    for (let codePoint = first; codePoint <= last; codePoint++) if (firstGlyph + (codePoint - first) !== 0) covered.add(codePoint);
  }
  return covered;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const MARK = /\p{M}/u;
const READABLE = /[\p{L}\p{N}]/u;
/** Far more than a card shows; splitting text into characters takes time that grows faster than its length. */
const MAX_TEXT_LENGTH = 1000;
/** Letters with a stroke have no decomposition to fall back on; their plain letter reads well. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', ẞ: 'SS' };

type CanDraw = (codePoint: number) => boolean;

const drawableAll = (characters: string, canDraw: CanDraw) => [...characters].every((character) => canDraw(character.codePointAt(0)!));

/**
 * One character as the fonts can draw it: its letter with those of its accents that make a
 * letter the fonts have ("ậ" → "â", "ř" → "r"), or null when they lack the letter itself. The
 * renderer does not place a separate accent over a letter, so an accent is never drawn alone.
 */
function drawableLetter(grapheme: string, canDraw: CanDraw): string | null {
  const [base = '', ...marks] = grapheme.normalize('NFD');
  const letter = STROKED[base] ?? base;
  if (MARK.test(letter) || !drawableAll(letter, canDraw)) return null;
  let drawn = letter;
  for (const mark of marks) {
    const accented = (drawn + mark).normalize('NFC');
    if ([...accented].length === [...drawn].length && drawableAll(accented, canDraw)) drawn = accented;
  }
  return drawn;
}

/** Styled and compatibility forms by their plain letters ("𝔘" → "U", "ﬁ" → "fi", "Ａ" → "A"), or null. */
function plainLetters(grapheme: string, canDraw: CanDraw): string | null {
  const plain = grapheme.normalize('NFKD');
  if (plain === grapheme) return null;
  const letters = Array.from(graphemes.segment(plain), ({ segment }) => drawableLetter(segment, canDraw));
  return letters.every((letter) => letter !== null) ? letters.join('') : null;
}

/**
 * `text` on one line, with only characters `canDraw` accepts. A character the fonts lack becomes
 * the nearest one they have (an accent they lack is left off its letter); one with nothing near
 * (emoji, CJK, Arabic…) is left out. The result may be empty: see readableText.
 */
export function drawableText(text: string, canDraw: CanDraw): string {
  let drawn = '';
  const line = text.slice(0, MAX_TEXT_LENGTH).replace(/\s+/g, ' ').replace(INVISIBLE, '').normalize('NFC');
  for (const { segment } of graphemes.segment(line)) {
    const single = [...segment].length === 1 && !MARK.test(segment) && drawableAll(segment, canDraw);
    drawn += single ? segment : (drawableLetter(segment, canDraw) ?? plainLetters(segment, canDraw) ?? ' ');
  }
  return drawn.replace(/ {2,}/g, ' ').trim();
}

/** The drawable part of `text` when a letter or digit is left of it, else `fallback` (drawn as well). */
export function readableText(text: string, fallback: string, canDraw: CanDraw): string {
  const drawn = drawableText(text, canDraw);
  return READABLE.test(drawn) ? drawn : drawableText(fallback, canDraw);
}
