import Link from 'next/link';
import { LogMissingRoute } from '@/components/site/log-missing-route';
import { buttonVariants } from '@/components/ui/button';

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <LogMissingRoute />
      <h1 className="text-7xl font-extrabold tracking-tight text-primary">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link href="/" className={buttonVariants({ className: 'mt-4' })}>
        Return to Home
      </Link>
    </main>
  );
}
