import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageMain } from '@/components/site/page-main';
import { TestimonialRequestForm } from '@/components/testimonial-request/request-form';
import { getOpenTestimonialRequest } from '@/lib/testimonial-requests/open';
import { submitTestimonialAction } from './actions';

type Props = { params: Promise<{ token: string }> };

// A client's testimonial form, opened by the request link the owner sent: rendered per request,
// never cached or indexed (next.config.ts adds no-store and no-referrer). A wrong, used, revoked
// or expired token gets the same 404 as any unknown address.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Share your testimonial', robots: { index: false, follow: false } };

export default async function TestimonialRequestPage({ params }: Props) {
  const { token } = await params;
  const request = await getOpenTestimonialRequest(token);
  if (!request) notFound();

  return (
    <PageMain narrow>
      <h1 className="page-title">Share your testimonial</h1>
      <p className="mt-4 text-muted-foreground">
        Hello {request.clientName}! A few words about working together{request.projectTitle ? ` on ${request.projectTitle}` : ''} would mean a lot.
        Nothing is published until it has been approved.
      </p>
      <TestimonialRequestForm token={token} company={request.company} submit={submitTestimonialAction} />
    </PageMain>
  );
}
