import { MissingPage } from '@/components/site/missing-page';
import { NOT_FOUND_PAGES } from '@/lib/site/not-found';

const page = NOT_FOUND_PAGES.testimonialRequest;

/** When the request closed after proxy.ts let it through: the same words as the static 404 page. */
export default function TestimonialRequestNotFound() {
  return <MissingPage title={page.title} text={page.text} />;
}
