'use client';

import { Mail, MailOpen, Reply } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DeleteButton, useConfirmedDelete } from '@/components/admin/confirmed-delete';
import { ListSection } from '@/components/admin/list-section';
import { useActionCall } from '@/components/forms/use-action-call';
import { deleteMessageAction, markMessageAction } from './actions';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LocalTime } from '@/components/ui/local-time';
import type { InboxView } from '@/lib/messages/admin';
import type { Message } from '@/lib/messages/model';
import { INBOX_TEXTS } from '@/lib/messages/vocabulary';
import { cn } from '@/lib/utils';
import { LeadFacts, LeadSummary } from './lead-details';
import { LeadForm } from './lead-form';

const firstLine = (text: string) => text.split('\n').find((line) => line.trim()) ?? '';

/** The leads visitors sent, in the view's order: open one to read it (which marks it read), work its pipeline, reply, mark unread, delete. */
export function Inbox({ messages, view, siteName, currency }: { messages: Message[]; view: InboxView; siteName: string; currency: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Marking is silent when it works: the message's own look changes.
  const marking = useActionCall(markMessageAction, { toastSuccess: false });
  const openHeading = useRef<HTMLHeadingElement>(null);
  // A save can move the open lead out of the filtered view: it stays open (its form mounted, so
  // the save's toast still shows) until the owner chooses another.
  const [lastOpen, setLastOpen] = useState<Message | null>(null);
  const current = messages.find((message) => message.id === openId) ?? null;
  if (current && current !== lastOpen) setLastOpen(current);
  const open = current ?? (lastOpen?.id === openId ? lastOpen : null);
  const unread = messages.filter((message) => !message.readAt).length;

  // To the opened message: below the list on a phone, and where screen readers go on reading.
  useEffect(() => {
    if (openId) openHeading.current?.focus();
  }, [openId]);

  function show(message: Message) {
    setOpenId(message.id);
    if (!message.readAt) marking.call({ id: message.id, isRead: true });
  }

  const deletion = useConfirmedDelete<Message>({
    deleteAction: deleteMessageAction,
    onDeleted: (message) => {
      if (openId === message.id) setOpenId(null);
    },
  });

  if (messages.length === 0 && !open) {
    return (
      <Card className="flex flex-col items-center gap-2 border-dashed px-6 py-14 text-center">
        <p className="font-medium">{view.stage ? INBOX_TEXTS.noneInStage : INBOX_TEXTS.empty}</p>
        <p className="text-sm text-muted-foreground">What visitors send through the contact form appears here.</p>
      </Card>
    );
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <ListSection id="inbox-heading" title="Messages" summary={unread === 0 ? 'All read' : `${unread} unread`}>
        <ul className="grid grid-cols-1 gap-2" aria-label={view.sort === 'follow-up' ? 'Messages, nearest follow-up first' : 'Messages, newest first'}>
          {messages.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                onClick={() => show(message)}
                aria-current={openId === message.id ? 'true' : undefined}
                className={cn(
                  'grid w-full grid-cols-1 gap-1 rounded-card border bg-card p-4 text-left transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  openId === message.id && 'border-primary ring-2 ring-primary/30',
                )}
              >
                <span className="flex items-center gap-2">
                  {message.readAt ? null : <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden />}
                  <span className={cn('truncate', message.readAt ? 'font-medium' : 'font-bold')}>{message.name}</span>
                  {message.readAt ? null : <span className="sr-only">(unread)</span>}
                  <LocalTime iso={message.createdAt} className="ml-auto shrink-0 text-xs text-muted-foreground" />
                </span>
                <span className="truncate text-sm text-muted-foreground">{firstLine(message.message)}</span>
                <LeadSummary lead={message} />
              </button>
            </li>
          ))}
        </ul>
      </ListSection>

      <section aria-label="Open message" className="lg:sticky lg:top-6">
        {open ? (
          <Card className="p-5 sm:p-6">
            {current ? null : <p className="mb-4 text-sm text-muted-foreground">{INBOX_TEXTS.leftView}</p>}
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 ref={openHeading} tabIndex={-1} className="scroll-mt-6 text-lg font-semibold focus:outline-none">
                  {open.name}
                </h3>
                <p className="truncate text-sm text-muted-foreground">
                  {open.email} · <LocalTime iso={open.createdAt} />
                </p>
              </div>
            </div>
            <p className="mt-5 whitespace-pre-wrap break-words">{open.message}</p>
            <LeadFacts lead={open} />
            <div className="mt-6 flex flex-wrap gap-2">
              <a
                href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: Your message on ${siteName}`)}`}
                className={buttonVariants({ size: 'sm' })}
              >
                <Reply aria-hidden /> Reply
              </a>
              <Button
                variant="outline"
                size="sm"
                disabled={marking.isPending}
                onClick={() => marking.call({ id: open.id, isRead: !open.readAt })}
              >
                {open.readAt ? <Mail aria-hidden /> : <MailOpen aria-hidden />} {open.readAt ? 'Mark as unread' : 'Mark as read'}
              </Button>
              <DeleteButton onClick={() => deletion.ask(open)} />
            </div>
            <LeadForm key={open.id} lead={open} currency={currency} />
          </Card>
        ) : (
          <Card className="border-dashed px-6 py-14 text-center text-sm text-muted-foreground">Choose a message to read it.</Card>
        )}
      </section>

      <ConfirmDialog
        {...deletion.dialog}
        title="Are you sure you want to delete this message?"
        description={deletion.toDelete ? `The message from ${deletion.toDelete.name} will be gone for good.` : null}
      />
    </div>
  );
}
