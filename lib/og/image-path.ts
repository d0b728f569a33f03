import { fillMetadataSegment } from 'next/dist/lib/metadata/get-metadata-route';

/**
 * Where Next serves a route's `opengraph-image` file, made by the function its own generated
 * metadata calls: under a route group it adds a hash of the folder to the name
 * (`/blog/<slug>/opengraph-image-fx5gi7`). `route` is the folder inside app/, e.g.
 * `/(site)/blog/[slug]`. The metadata adds a version query, which changes nothing served.
 */
export const openGraphImagePath = (route: string, params: Record<string, string>): string => fillMetadataSegment(route, params, 'opengraph-image', false);
