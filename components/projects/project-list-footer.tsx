import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

// Under the project grid, shared by ProjectBrowser (before its code has loaded) and LiveProjectBrowser.

/** Under the grid: the loading text, a failure, or the button for the next page. */
export function ListFooter({ children }: { children: ReactNode }) {
  return (
    <div className="mt-10 flex flex-col items-center gap-3" aria-live="polite">
      {children}
    </div>
  );
}

export function LoadingProjects() {
  return (
    <p role="status" className="text-muted-foreground">
      Loading projects...
    </p>
  );
}

export function ProjectsUnavailable() {
  return (
    <p role="alert" className="text-muted-foreground">
      Projects could not be loaded right now.
    </p>
  );
}

export function LoadMoreButton({ remaining, onClick }: { remaining: number; onClick: () => void }) {
  return (
    <Button variant="outline" size="lg" onClick={onClick}>
      Load more projects ({remaining} more)
    </Button>
  );
}
