import { MissingPage } from '@/components/site/missing-page';
import { NOT_FOUND_PAGES } from '@/lib/site/not-found';

// A post unpublished or deleted after the proxy's index of posts was read (see proxy.ts).
export default function PostNotFound() {
  return <MissingPage title={NOT_FOUND_PAGES.post.title} text={NOT_FOUND_PAGES.post.text} />;
}
