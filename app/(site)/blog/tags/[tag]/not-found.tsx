import { MissingPage } from '@/components/site/missing-page';
import { NOT_FOUND_PAGES } from '@/lib/site/not-found';

// A tag whose last post was unpublished after the proxy's index of posts was read (see proxy.ts).
export default function TagNotFound() {
  return <MissingPage title={NOT_FOUND_PAGES.tag.title} text={NOT_FOUND_PAGES.tag.text} />;
}
