import type { JSX, SVGProps } from 'react';

export type IconComponent = (props: SVGProps<SVGSVGElement>) => JSX.Element;

/**
 * An icon as plain SVG, drawn like lucide-react's (24-unit grid, 2-unit round strokes).
 * lucide-react's components are client components: rendered by a server component, each one
 * still ships its icon code to the browser. These render on the server, or in a client
 * component that imports them, and carry no code of their own.
 */
export function icon(paths: string): IconComponent {
  return function Icon(props) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        {...props}
        dangerouslySetInnerHTML={{ __html: paths }}
      />
    );
  };
}
