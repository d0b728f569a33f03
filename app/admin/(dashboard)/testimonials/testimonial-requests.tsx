'use client';

import { Ban, Check, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ListSection } from '@/components/admin/list-section';
import { useActionCall } from '@/components/forms/use-action-call';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LocalTime } from '@/components/ui/local-time';
import { testimonialRequestState, TESTIMONIAL_REQUEST_TEXTS as TEXTS, type PendingTestimonial, type TestimonialRequest } from '@/lib/testimonial-requests/vocabulary';
import { approveTestimonialAction, rejectTestimonialAction, revokeTestimonialRequestAction } from './actions';

const STATE_LABELS = { open: 'Open', answered: 'Answered', expired: 'Expired', revoked: 'Revoked' } as const;
const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The clients' answers waiting for approval: Approve publishes one, Reject (confirmed) deletes it and its photo. */
export function PendingTestimonials({ pending, projectTitle }: { pending: PendingTestimonial[]; projectTitle: Readonly<Record<string, string>> }) {
  const router = useRouter();
  const [toReject, setToReject] = useState<PendingTestimonial | null>(null);
  const onResult = () => {
    setToReject(null);
    router.refresh();
  };
  const approve = useActionCall((id: string) => approveTestimonialAction(id), { onResult });
  const reject = useActionCall((id: string) => rejectTestimonialAction(id), { onResult });

  return (
    <ListSection id="pending-testimonials" title="Waiting for approval" summary={pending.length ? count(pending.length, 'testimonial', 'testimonials') : null}>
      {pending.length === 0 ? (
        <Card className="border-dashed px-6 py-10 text-center text-sm text-muted-foreground">{TEXTS.noPending}</Card>
      ) : (
        <ul className="grid gap-3" aria-label="Testimonials waiting for approval">
          {pending.map((item) => {
            const project = item.projectId ? projectTitle[item.projectId] : undefined;
            return (
              <li key={item.id}>
                <Card className="grid gap-3 p-4">
                  <div className="flex items-center gap-3">
                    {item.photoSrc ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a signed preview of a private file
                      <img src={item.photoSrc} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full border object-cover" />
                    ) : null}
                    <div className="min-w-0">
                      <h3 className="font-semibold">{item.authorName}</h3>
                      <p className="text-sm text-muted-foreground">
                        {item.authorRole}, {item.company}
                      </p>
                    </div>
                    <Badge variant="outline" className="ml-auto">
                      Pending
                    </Badge>
                  </div>
                  <p className="whitespace-pre-line text-sm">“{item.quote}”</p>
                  <p className="text-xs text-muted-foreground">
                    {project ? `About ${project} · ` : ''}Sent <LocalTime iso={item.createdAt} />
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" disabled={approve.isPending || reject.isPending} onClick={() => approve.call(item.id)}>
                      <Check aria-hidden /> {approve.pendingArgs === item.id ? 'Approving...' : 'Approve'}
                    </Button>
                    <Button size="sm" variant="outline" disabled={approve.isPending || reject.isPending} onClick={() => setToReject(item)} aria-label={`Reject the testimonial by ${item.authorName}`}>
                      <X aria-hidden /> Reject
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={toReject !== null}
        onCancel={() => setToReject(null)}
        title={TEXTS.rejectConfirm}
        description={toReject ? `The testimonial by ${toReject.authorName} and its photo will be deleted.` : ''}
        confirmLabel="Reject"
        pendingLabel="Rejecting..."
        isPending={reject.isPending}
        onConfirm={() => toReject && reject.call(toReject.id)}
      />
    </ListSection>
  );
}

/** Every request, newest first: for whom, until when, and whether it was answered; Revoke for an open one. */
export function TestimonialRequestList({ requests }: { requests: TestimonialRequest[] }) {
  const router = useRouter();
  const revoke = useActionCall((id: string) => revokeTestimonialRequestAction(id), { onResult: () => router.refresh() });

  return (
    <ListSection id="testimonial-requests" title="Requests" summary={requests.length ? count(requests.length, 'request', 'requests') : null}>
      {requests.length === 0 ? (
        <Card className="border-dashed px-6 py-10 text-center text-sm text-muted-foreground">{TEXTS.noRequests}</Card>
      ) : (
        <ul className="grid gap-3" aria-label="Testimonial requests, newest first">
          {requests.map((request) => {
            const state = testimonialRequestState(request);
            return (
              <li key={request.id}>
                <Card className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold">
                      {request.clientName}, {request.company}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      Expires <LocalTime iso={request.expiresAt} />
                    </p>
                  </div>
                  <Badge variant={state === 'open' ? 'category' : 'outline'}>{STATE_LABELS[state]}</Badge>
                  {state === 'open' ? (
                    <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.call(request.id)} aria-label={`Revoke the request for ${request.clientName}`}>
                      <Ban aria-hidden /> Revoke
                    </Button>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </ListSection>
  );
}
