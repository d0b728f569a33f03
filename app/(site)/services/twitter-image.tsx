// The same card as the Open Graph image.
export { alt, contentType, default, size } from './opengraph-image';
export const revalidate = 60;
