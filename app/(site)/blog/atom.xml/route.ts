import { siteFeed } from '@/lib/posts/site-feed';

// See feed.xml/route.ts.
export const revalidate = 60;

export async function GET() {
  return new Response((await siteFeed()).atom1(), { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
