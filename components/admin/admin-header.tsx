import { ExternalLink, LayoutDashboard } from 'lucide-react';
import Link from 'next/link';
import { ThemeToggle } from '@/components/site/theme-toggle';
import { buttonVariants } from '@/components/ui/button';
import { LogoutButton } from './logout-button';

/** `signOut` is the server action that ends the session (passed in: components never import routes). */
export function AdminHeader({ email, signOut }: { email: string | null; signOut: () => Promise<void> }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="hidden size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary sm:grid">
            <LayoutDashboard className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h1 className="truncate text-lg font-bold tracking-tight">Admin Dashboard</h1>
            {email ? <p className="hidden truncate text-xs text-muted-foreground sm:block">Signed in as {email}</p> : null}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <div className="hidden sm:block">
            {/* Not prefetched: a save re-renders the admin page, and a prefetch of / made while the
                save's tags expire can cache the home page one save behind (for up to its 60 s). */}
            <Link href="/" prefetch={false} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              View site <ExternalLink aria-hidden />
            </Link>
          </div>
          <ThemeToggle />
          <LogoutButton signOut={signOut} />
        </div>
      </div>
    </header>
  );
}
