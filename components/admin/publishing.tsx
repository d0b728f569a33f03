import { Eye, EyeOff, ExternalLink, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';

const LINK_CLASS =
  'inline-flex shrink-0 items-center gap-1 rounded-md px-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/**
 * An item's page in a new tab: View for the page visitors see, or Preview (the owner's own view)
 * while visitors have none. Plain links: prefetching a page that opens in a new tab is wasted.
 */
export function PageLink({ title, publicHref, previewHref }: { title: string; publicHref: string | null; previewHref: string }) {
  return (
    <a href={publicHref ?? previewHref} target="_blank" rel="noopener" className={LINK_CLASS}>
      {publicHref ? 'View' : 'Preview'}
      <span className="sr-only"> {title} (opens in a new tab)</span>
      {publicHref ? <ExternalLink className="size-3.5" aria-hidden /> : <Eye className="size-3.5" aria-hidden />}
    </a>
  );
}

/** Publish a draft, or take a published item back to draft; `title` completes its accessible name. */
export function PublishButton({ title, isDraft, isPending, onClick }: { title: string; isDraft: boolean; isPending: boolean; onClick: () => void }) {
  const label = isDraft ? 'Publish' : 'Unpublish';
  return (
    <Button variant="outline" size="sm" aria-label={`${label} ${title}`} disabled={isPending} onClick={onClick}>
      {isDraft ? <Send aria-hidden /> : <EyeOff aria-hidden />}
      {label}
    </Button>
  );
}
