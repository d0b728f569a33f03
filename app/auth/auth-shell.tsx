import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowLeft } from '@/components/ui/icons';
import { ThemeToggle } from '@/components/site/theme-toggle';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The frame of every /auth page: a way back to the portfolio, the theme toggle, one card. */
export function AuthShell({ icon, title, description, children }: { icon: ReactNode; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <div className="relative flex min-h-screen flex-col">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_45%_at_15%_0%,color-mix(in_oklch,var(--color-primary)_18%,transparent),transparent),radial-gradient(ellipse_45%_40%_at_90%_20%,color-mix(in_oklch,var(--color-accent)_14%,transparent),transparent)]"
      />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Link href="/" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3')}>
          <ArrowLeft aria-hidden /> Back to Portfolio
        </Link>
        <ThemeToggle />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0 focus:outline-none">
        <Card className="w-full max-w-md p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <span className="mb-4 grid size-12 place-items-center rounded-full bg-primary/10 text-primary [&_svg]:size-6">{icon}</span>
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
          </div>
          {children}
        </Card>
      </main>
    </div>
  );
}

/** A small text link under a form, e.g. "Forgot password?". */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
      {children}
    </Link>
  );
}
