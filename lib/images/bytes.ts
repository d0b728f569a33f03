import 'server-only';
import { createRequire } from 'node:module';
import type { Metadata } from 'sharp';

// An image a visitor sends, judged by its bytes: its name and declared type say nothing. The
// header is decoded (format and size, before any pixel), then the picture is drawn again in the
// same format, turned upright and without its metadata (camera, place, embedded profiles), so
// what is stored is a plain picture whatever the upload carried.

export const SENT_IMAGE_FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
export type SentImageFormat = keyof typeof SENT_IMAGE_FORMATS;

/** The sides a sent picture may have: smaller is no photo, larger only costs memory to decode. */
export const SENT_IMAGE_SIDES = { min: 64, max: 8000 } as const;

export type SentImage = { bytes: Buffer; format: SentImageFormat; extension: string; contentType: string };
export type SentImageProblem = 'not-an-image' | 'too-small' | 'too-large';

// Required, not imported: Turbopack makes an imported ESM package (and everything that reaches it,
// the testimonial form's action among them) an async module, which adds its async-module runtime
// to every public page's first-load JavaScript. sharp ships CommonJS too.
const loadSharp = () => createRequire(import.meta.url)('sharp') as typeof import('sharp').default;

const isSentFormat = (format: string | undefined): format is SentImageFormat => format !== undefined && Object.hasOwn(SENT_IMAGE_FORMATS, format);

/**
 * The picture in `input` drawn again at most `longestSide` pixels wide and high, or why it is not
 * one: not a single-frame JPEG, PNG or WebP (an SVG, HTML, a GIF, a truncated file), or a size
 * outside SENT_IMAGE_SIDES.
 */
export async function redrawSentImage(input: ArrayBuffer | Buffer, longestSide: number): Promise<{ ok: true; image: SentImage } | { ok: false; problem: SentImageProblem }> {
  const sharp = loadSharp();
  const pixelLimit = SENT_IMAGE_SIDES.max * SENT_IMAGE_SIDES.max;
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: pixelLimit }).metadata();
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
  const { format, width = 0, height = 0, pages = 1 } = meta;
  if (!isSentFormat(format) || pages > 1) return { ok: false, problem: 'not-an-image' };
  if (width > SENT_IMAGE_SIDES.max || height > SENT_IMAGE_SIDES.max) return { ok: false, problem: 'too-large' };
  if (width < SENT_IMAGE_SIDES.min || height < SENT_IMAGE_SIDES.min) return { ok: false, problem: 'too-small' };
  try {
    // failOn 'error': a file whose header is fine but whose pixels are cut short is refused.
    const drawn = sharp(input, { limitInputPixels: pixelLimit, failOn: 'error' })
      .rotate()
      .resize({ width: longestSide, height: longestSide, fit: 'inside', withoutEnlargement: true });
    const encoded = format === 'jpeg' ? drawn.jpeg({ quality: 85 }) : format === 'png' ? drawn.png() : drawn.webp({ quality: 85 });
    const bytes = await encoded.toBuffer();
    return { ok: true, image: { bytes, format, extension: SENT_IMAGE_FORMATS[format], contentType: `image/${format}` } };
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
}
