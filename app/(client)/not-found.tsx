import { MissingPage } from '@/components/site/missing-page';
import { NOT_FOUND_PAGES } from '@/lib/site/not-found';

/** A proposal closed between the proxy's check and the page's read answers like any unusable address. */
export default function ClientNotFound() {
  return <MissingPage title={NOT_FOUND_PAGES.proposal.title} text={NOT_FOUND_PAGES.proposal.text} />;
}
