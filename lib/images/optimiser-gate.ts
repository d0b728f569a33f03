import { NextResponse } from 'next/server';
import { isPublicFileServed, isStorageFileUrl } from '@/lib/data/public-files';
import { passOn, type ProxyStep } from '@/lib/request/proxy-steps';

/**
 * /_next/image of a file in this site's Storage: only while the file itself is still public. The
 * optimiser would otherwise go on serving its copy of a file that was removed or made private.
 */
export const gateOptimisedImages: ProxyStep = async (request) => {
  if (request.nextUrl.pathname !== '/_next/image') return undefined;
  const source = request.nextUrl.searchParams.get('url') ?? '';
  if (isStorageFileUrl(source) && !(await isPublicFileServed(source))) {
    return new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });
  }
  return passOn(request);
};
