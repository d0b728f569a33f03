import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { redrawSentImage } from '@/lib/images/bytes';

// A visitor's picture is judged by its bytes (never its name or declared type) and drawn again
// without its metadata before anything stores it.

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 120, height = 90) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).toFormat(format).toBuffer();

describe('redrawSentImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('draws a %s again in its own format, upright and at most the given size', async (format) => {
    const result = await redrawSentImage(await picture(format, 1600, 1200), 800);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const meta = await sharp(result.image.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format, width: 800, height: 600 });
    expect(result.image.contentType).toBe(`image/${format}`);
  });

  it('leaves out what a camera wrote: EXIF, place and comments', async () => {
    const withExif = await sharp(await picture('jpeg'))
      .withExif({ IFD0: { Copyright: 'Home address, 1 Secret Lane', ImageDescription: 'GPS here' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const result = await redrawSentImage(withExif, 800);
    if (!result.ok) throw new Error(result.problem);
    const meta = await sharp(result.image.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(result.image.bytes.includes(Buffer.from('Secret Lane'))).toBe(false);
  });

  it.each([
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an SVG drawing', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>')],
    ['plain text', Buffer.from('hello')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s, whatever it is called or declared as', async (_name, bytes) => {
    expect(await redrawSentImage(bytes, 800)).toEqual({ ok: false, problem: 'not-an-image' });
  });

  it('refuses an image in another format (a GIF)', async () => {
    expect(await redrawSentImage(await picture('gif'), 800)).toEqual({ ok: false, problem: 'not-an-image' });
  });

  it('refuses a JPEG cut short, whose header alone looks fine', async () => {
    const whole = await picture('jpeg', 400, 300);
    expect(await redrawSentImage(whole.subarray(0, Math.floor(whole.length / 2)), 800)).toEqual({ ok: false, problem: 'not-an-image' });
  });

  it('refuses a picture too small to be a photo, or wider than 8,000 pixels', async () => {
    expect(await redrawSentImage(await picture('png', 40, 40), 800)).toEqual({ ok: false, problem: 'too-small' });
    expect(await redrawSentImage(await picture('png', 8001, 64), 800)).toEqual({ ok: false, problem: 'too-large' });
  });
});
