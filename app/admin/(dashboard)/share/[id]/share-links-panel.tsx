import { ArrowLeft } from 'lucide-react';
import { AdminLink } from '@/components/admin/admin-link';
import { FormBesideList } from '@/components/admin/list-section';
import { buttonVariants } from '@/components/ui/button';
import { VISIBILITY_LABELS, type Status, type Visibility } from '@/lib/projects/vocabulary';
import type { ShareLink } from '@/lib/share-links/vocabulary';
import { NewShareLink } from './new-share-link';
import { ShareLinkList } from './share-link-list';

type Props = {
  project: { id: string; slug: string; title: string; visibility: Visibility; status: Status };
  links: ShareLink[];
};

/** Create a link (its address shown once, with a copy button), the list of links, revoke. */
export function ShareLinksPanel({ project, links }: Props) {
  return (
    <div className="grid gap-8">
      <div>
        <AdminLink href="/admin" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-2' })}>
          <ArrowLeft aria-hidden /> Back to projects
        </AdminLink>
        <h1 className="text-2xl font-bold tracking-tight">Share links: {project.title}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
          Each link opens this project&apos;s page for whoever holds it, until it expires or you revoke it. The project is{' '}
          <span className="font-medium text-foreground">{VISIBILITY_LABELS[project.visibility]}</span>
          {project.visibility === 'public' ? ': everyone can see it anyway; make it Private or Unlisted in its form to limit who can.' : '.'}
          {project.status === 'published' ? null : ' It is a draft: its links open nothing until you publish it.'}
        </p>
      </div>
      <FormBesideList formLabel="New share link" form={<NewShareLink project={project} />}>
        <ShareLinkList id={`share-links-${project.id}`} links={links} />
      </FormBesideList>
    </div>
  );
}
