import Image from './opengraph-image';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from '@/lib/og/share-image';

// The same card as the Open Graph image.
export const revalidate = 60;
export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;
export const alt = "The services page's title, the kinds of work offered and the owner's name";

export default Image;
