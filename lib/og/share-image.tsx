import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageResponse as ImageResponseType } from 'next/og';
import { fontCodePoints, readableText } from './drawable-text';

// next/og is loaded by Node at run time, not bundled: bundling it (its renderer awaits WebAssembly
// at the top level) makes Turbopack add async-module support to the browser runtime that every
// page loads, about 450 bytes of JavaScript for a feature no browser runs.
const loadImageResponse = async () => (await import(/* turbopackIgnore: true */ 'next/og.js')).ImageResponse;

// The share image of every public page (Open Graph and Twitter): 1200×630, drawn on the server
// by next/og in the site's dark colours, with Inter from this repository. Nothing is fetched
// when an image is made: every text is first reduced to what those fonts can draw
// (lib/og/drawable-text.ts), since next/og fetches fonts and emoji for any other character.
// A project with images and a post with a cover share that photo instead (their pages' metadata
// name it, which wins over this file convention): the owner chose it for that page.

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_TYPE = 'image/png';

const COLOURS = { background: '#0a0d16', panel: '#1d212e', text: '#f0f2f5', muted: '#a5abb8', primary: '#8e9aff' } as const;

const fontFile = (name: string) => readFile(join(process.cwd(), 'lib/og/fonts', name));

type Fonts = { fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]; canDraw: (codePoint: number) => boolean };
let fonts: Promise<Fonts> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all([fontFile('inter-latin-400-normal.woff'), fontFile('inter-latin-700-normal.woff')]).then(([regular, bold]) => {
    // Every text is drawn in either weight, so only what both have is drawable.
    const regularHas = fontCodePoints(regular);
    const boldHas = fontCodePoints(bold);
    return {
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
      canDraw: (codePoint: number) => regularHas.has(codePoint) && boldHas.has(codePoint),
    };
  }));

export type ShareCard = {
  /** What kind of page: "Case study", "Writing", "Technology"… */
  kind: string;
  title: string;
  /** The category or the tags. */
  labels: readonly string[];
  owner: { name: string; role: string } | null;
};

/** Long titles step down in size; past three lines they end in an ellipsis. */
const titleSize = (title: string) => (title.length > 90 ? 48 : title.length > 55 ? 58 : 68);

/**
 * The card as it is drawn: every text reduced to what the fonts draw, and none left blank for it
 * (a title with nothing drawable says what kind of page it is; an owner's name, "Portfolio").
 */
export function drawableCard({ kind, title, labels, owner }: ShareCard, canDraw: (codePoint: number) => boolean): ShareCard {
  const drawnKind = readableText(kind, 'Portfolio', canDraw);
  return {
    kind: drawnKind,
    title: readableText(title, drawnKind, canDraw),
    labels: labels.map((label) => readableText(label, '', canDraw)).filter(Boolean),
    owner: owner && { name: readableText(owner.name, 'Portfolio', canDraw), role: readableText(owner.role, '', canDraw) },
  };
}

export async function shareImage(card: ShareCard): Promise<ImageResponseType> {
  const [ImageResponse, { fonts, canDraw }] = await Promise.all([loadImageResponse(), loadFonts()]);
  const { kind, title, labels, owner } = drawableCard(card, canDraw);
  // Upper case can name letters the fonts lack ("ÿ" → "Ÿ"), so it is reduced again.
  const kindLabel = readableText(kind.toLocaleUpperCase('en'), kind, canDraw);
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          background: `linear-gradient(135deg, ${COLOURS.background} 55%, #1b1f4a 100%)`,
          color: COLOURS.text,
          fontFamily: 'Inter',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ display: 'flex', width: 14, height: 14, borderRadius: 7, background: COLOURS.primary }} />
          <div style={{ display: 'flex', fontSize: 26, fontWeight: 700, color: COLOURS.primary, letterSpacing: 1 }}>{kindLabel}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
          <div style={{ display: 'block', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.12, letterSpacing: -1, lineClamp: 3 }}>{title}</div>
          {labels.length > 0 ? (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              {labels.slice(0, 5).map((label, index) => (
                <div key={`${index}-${label}`} style={{ display: 'flex', padding: '6px 18px', borderRadius: 999, background: COLOURS.panel, color: COLOURS.muted, fontSize: 24 }}>
                  {label}
                </div>
              ))}
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderTop: `2px solid ${COLOURS.panel}`, paddingTop: 28 }}>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <div style={{ display: 'flex', fontSize: 30, fontWeight: 700 }}>{owner?.name ?? 'Portfolio'}</div>
            {owner?.role ? <div style={{ display: 'flex', fontSize: 24, color: COLOURS.muted }}>{owner.role}</div> : null}
          </div>
        </div>
      </div>
    ),
    {
      ...SHARE_IMAGE_SIZE,
      fonts,
      // Like the pages: shared caches keep it a minute, then serve it while they fetch it again
      // (its address stays the same when the title changes, so it is never "immutable").
      headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=31536000' },
    },
  );
}
