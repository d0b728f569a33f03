import { siteFeed } from '@/lib/posts/site-feed';

// Static like the pages, refreshed by owner saves and at most a minute after a scheduled post's time.
export const revalidate = 60;

export async function GET() {
  return new Response((await siteFeed()).rss2(), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
