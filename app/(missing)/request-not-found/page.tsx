import type { Metadata } from 'next';
import { MissingPage } from '@/components/site/missing-page';
import { NOT_FOUND_PAGES } from '@/lib/site/not-found';

const page = NOT_FOUND_PAGES.testimonialRequest;

export const metadata: Metadata = { title: page.title, robots: { index: false } };

/** Shown by proxy.ts, with status 404, for testimonial request links that open no form. */
export default function TestimonialRequestNotFound() {
  return <MissingPage title={page.title} text={page.text} />;
}
