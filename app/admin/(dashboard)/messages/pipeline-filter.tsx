import { Download } from 'lucide-react';
import { AdminLink } from '@/components/admin/admin-link';
import { buttonVariants } from '@/components/ui/button';
import type { InboxView } from '@/lib/messages/admin';
import { STAGE_LABELS, STAGES } from '@/lib/messages/vocabulary';
import { cn } from '@/lib/utils';

const hrefOf = ({ stage, sort }: InboxView) => {
  const query = new URLSearchParams({ ...(stage ? { stage } : {}), ...(sort === 'follow-up' ? { sort } : {}) }).toString();
  return `/admin/messages${query ? `?${query}` : ''}`;
};

function ViewLink({ view, isCurrent, children }: { view: InboxView; isCurrent: boolean; children: string }) {
  return (
    <AdminLink href={hrefOf(view)} aria-current={isCurrent ? 'page' : undefined} className={buttonVariants({ variant: isCurrent ? 'default' : 'outline', size: 'sm' })}>
      {children}
    </AdminLink>
  );
}

/** The inbox's views: a stage (or all), newest first or nearest follow-up first, and the CSV of every lead. */
export function PipelineFilter({ view }: { view: InboxView }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-3">
      <nav aria-label="Stages" className="flex flex-wrap gap-2">
        <ViewLink view={{ sort: view.sort }} isCurrent={!view.stage}>
          All
        </ViewLink>
        {STAGES.map((stage) => (
          <ViewLink key={stage} view={{ stage, sort: view.sort }} isCurrent={view.stage === stage}>
            {STAGE_LABELS[stage]}
          </ViewLink>
        ))}
      </nav>
      <nav aria-label="Order" className="flex flex-wrap gap-2">
        <ViewLink view={{ stage: view.stage }} isCurrent={view.sort !== 'follow-up'}>
          Newest first
        </ViewLink>
        <ViewLink view={{ stage: view.stage, sort: 'follow-up' }} isCurrent={view.sort === 'follow-up'}>
          Follow-up first
        </ViewLink>
      </nav>
      <a href="/admin/messages/export" download className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'sm:ml-auto')}>
        <Download aria-hidden /> Export CSV
      </a>
    </div>
  );
}
