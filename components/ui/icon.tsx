import type { JSX, SVGProps } from 'react';
import sprite from './icons.svg';

export type IconComponent = (props: SVGProps<SVGSVGElement>) => JSX.Element;

/** The symbols of ./icons.svg. */
export type IconName =
  | 'arrow-left'
  | 'arrow-right'
  | 'calendar'
  | 'chart-column'
  | 'chevron-left'
  | 'chevron-right'
  | 'circle-alert'
  | 'database'
  | 'download'
  | 'external-link'
  | 'gauge'
  | 'github'
  | 'globe'
  | 'key-round'
  | 'link'
  | 'link-2'
  | 'linkedin'
  | 'lock-keyhole'
  | 'mail'
  | 'menu'
  | 'moon'
  | 'palette'
  | 'quote'
  | 'shield'
  | 'sun'
  | 'x';

// The build serves the sprite from /_next/static/media under a name with its hash, cached for a
// year; Vitest's import gives the address itself. It must be same-origin: <use> loads nothing else.
const SPRITE: string = typeof sprite === 'string' ? sprite : (sprite as { src: string }).src;

/**
 * An icon of the sprite (Lucide's, drawn on a 24-unit grid with 2-unit round strokes, and two
 * brand marks). A page names each icon it draws in a few bytes of markup; the drawings are
 * fetched once, with the sprite, and cached. No code of its own: it renders on the server or
 * in a client component alike, where lucide-react's icons would each ship their drawing as code.
 */
export function icon(name: IconName): IconComponent {
  return function Icon(props) {
    return (
      <svg width={24} height={24} aria-hidden {...props}>
        <use href={`${SPRITE}#${name}`} />
      </svg>
    );
  };
}
