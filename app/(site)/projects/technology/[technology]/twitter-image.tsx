import Image from './opengraph-image';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from '@/lib/og/share-image';

// The same card as the Open Graph image.
export const revalidate = 60;
export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;
export const alt = "The technology and how many projects use it";

export default Image;
