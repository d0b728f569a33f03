'use client';

import { ArrowLeft, Ban, Check, Copy, Link2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { ListSection } from '@/components/admin/list-section';
import { useActionCall } from '@/components/forms/use-action-call';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField } from '@/components/ui/field';
import { LocalTime } from '@/components/ui/local-time';
import { toast } from '@/components/ui/toast-store';
import { VISIBILITY_LABELS, type Status, type Visibility } from '@/lib/projects/vocabulary';
import { SHARE_LINK_TEXTS, shareLinkState, type ShareLink } from '@/lib/share-links/vocabulary';
import { createShareLinkAction, revokeShareLinkAction, type CreateShareLinkResult } from './actions';

type Props = {
  project: { id: string; slug: string; title: string; visibility: Visibility; status: Status };
  links: ShareLink[];
};

const STATE_LABELS = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const;

/** Create a link (its address shown once, with a copy button), the list of links, revoke. */
export function ShareLinksPanel({ project, links }: Props) {
  const router = useRouter();
  const formId = useId();
  const [isCreating, startCreating] = useTransition();
  const [errors, setErrors] = useState<Extract<CreateShareLinkResult, { ok: false }>['fieldErrors']>({});
  const [created, setCreated] = useState<{ name: string; url: string } | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const [toRevoke, setToRevoke] = useState<ShareLink | null>(null);
  const revoke = useActionCall((id: string) => revokeShareLinkAction(id), {
    onResult: () => {
      setToRevoke(null);
      router.refresh();
    },
  });

  function create(form: HTMLFormElement) {
    const data = new FormData(form);
    const name = String(data.get('name') ?? '');
    startCreating(async () => {
      let result: CreateShareLinkResult;
      try {
        result = await createShareLinkAction({ projectId: project.id, slug: project.slug, name, expiresOn: String(data.get('expiresOn') ?? '') });
      } catch {
        result = { ok: false, message: 'The share link could not be saved. Check your connection and try again.' };
      }
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        toast({ title: 'Error', description: result.message, variant: 'destructive' });
        return;
      }
      setErrors({});
      setCreated({ name: name.trim(), url: result.url });
      setIsCopied(false);
      form.reset();
      toast({ title: 'Success', description: result.message });
      router.refresh();
    });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      toast({ title: 'Success', description: SHARE_LINK_TEXTS.copied });
    } catch {
      toast({ title: 'Error', description: SHARE_LINK_TEXTS.copyFailed, variant: 'destructive' });
    }
  }

  const isShareable = project.status === 'published';

  return (
    <div className="grid gap-8">
      <div>
        <Link href="/admin" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-2' })}>
          <ArrowLeft aria-hidden /> Back to projects
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">Share links: {project.title}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
          Each link opens this project&apos;s page for whoever holds it, until it expires or you revoke it. The project is{' '}
          <span className="font-medium text-foreground">{VISIBILITY_LABELS[project.visibility]}</span>
          {project.visibility === 'public' ? ': everyone can see it anyway; make it Private or Unlisted in its form to limit who can.' : '.'}
          {isShareable ? null : ' It is a draft: its links open nothing until you publish it.'}
        </p>
      </div>

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <section aria-labelledby={`${formId}-title`}>
          <Card className="p-5 sm:p-6">
            <h2 id={`${formId}-title`} className="text-lg font-semibold tracking-tight">
              New share link
            </h2>
            <form
              className="mt-4 grid gap-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                create(event.currentTarget);
              }}
            >
              <InputField
                id={`${formId}-name`}
                name="name"
                label="Who it is for"
                hint='A name only you see, e.g. "Acme procurement team".'
                maxLength={100}
                isRequired
                errors={errors?.name}
              />
              <InputField id={`${formId}-expires`} name="expiresOn" type="date" label="Expires after" hint="Optional: the last day it opens (UTC). Empty: until you revoke it." errors={errors?.expiresOn} />
              <Button type="submit" disabled={isCreating} className="justify-self-start">
                <Link2 aria-hidden /> {isCreating ? 'Creating...' : 'Create link'}
              </Button>
            </form>

            {created ? (
              <div role="status" className="mt-6 grid gap-2 rounded-card border border-primary/40 bg-primary/10 p-4">
                <p className="text-sm font-medium">Link for {created.name}: copy it now. It is shown only once.</p>
                <div className="flex flex-wrap items-center gap-2">
                  <input
                    readOnly
                    aria-label={`Share link for ${created.name}`}
                    value={created.url}
                    onFocus={(event) => event.currentTarget.select()}
                    className="min-w-0 flex-1 rounded-md border border-input bg-background px-3 py-2 font-mono text-xs"
                  />
                  <Button variant="outline" size="sm" onClick={() => copy(created.url)}>
                    {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />} {isCopied ? 'Copied' : 'Copy link'}
                  </Button>
                </div>
              </div>
            ) : null}
          </Card>
        </section>

        <ListSection id={`${formId}-links`} title="Links" summary={links.length ? `${links.length} ${links.length === 1 ? 'link' : 'links'}` : null}>
          {links.length === 0 ? (
            <Card className="border-dashed px-6 py-10 text-center text-sm text-muted-foreground">No share links yet. Create one for each client you show this work to.</Card>
          ) : (
            <ul className="grid gap-3" aria-label="Share links, newest first">
              {links.map((link) => {
                const state = shareLinkState(link);
                return (
                  <li key={link.id}>
                    <Card className="grid gap-2 p-4">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <h3 className="font-semibold">{link.name}</h3>
                        <Badge variant={state === 'active' ? 'category' : 'outline'}>{STATE_LABELS[state]}</Badge>
                      </div>
                      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                        <dt className="text-muted-foreground">Created</dt>
                        <dd>
                          <LocalTime iso={link.createdAt} />
                        </dd>
                        <dt className="text-muted-foreground">Expires</dt>
                        <dd>{link.expiresAt ? <LocalTime iso={link.expiresAt} /> : 'Never'}</dd>
                        <dt className="text-muted-foreground">Opened</dt>
                        <dd>{link.openCount === 1 ? '1 time' : `${link.openCount} times`}</dd>
                        <dt className="text-muted-foreground">Last opened</dt>
                        <dd>{link.lastOpenedAt ? <LocalTime iso={link.lastOpenedAt} /> : 'Never'}</dd>
                      </dl>
                      {state === 'revoked' ? null : (
                        <Button
                          variant="outline"
                          size="sm"
                          className="justify-self-start"
                          aria-label={`Revoke ${link.name}`}
                          disabled={revoke.pendingArgs === link.id}
                          onClick={() => setToRevoke(link)}
                        >
                          <Ban aria-hidden /> Revoke
                        </Button>
                      )}
                    </Card>
                  </li>
                );
              })}
            </ul>
          )}
        </ListSection>
      </div>

      <ConfirmDialog
        isOpen={toRevoke !== null}
        title="Revoke this share link?"
        description={
          toRevoke ? (
            <>
              <span className="font-medium text-foreground">{toRevoke.name}</span> will no longer open this project. This cannot be undone.
            </>
          ) : null
        }
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        isPending={revoke.isPending}
        onConfirm={() => toRevoke && revoke.call(toRevoke.id)}
        onCancel={() => setToRevoke(null)}
      />
    </div>
  );
}
