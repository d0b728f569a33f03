import { LogMissingRoute } from '@/components/site/log-missing-route';
import { buttonVariants } from '@/components/ui/button';

export default function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center focus:outline-none">
      <LogMissingRoute />
      <h1 className="text-7xl font-extrabold tracking-tight text-primary">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- this page is in every route's first-load JS; next/link would add 3 KB to each */}
      <a href="/" className={buttonVariants({ className: 'mt-4' })}>
        Return to Home
      </a>
    </main>
  );
}
