import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

/** A not-found page's message, centred between the header and the footer, which it keeps at about the bottom of the screen. */
export const MISSING_MAIN = 'mx-auto flex min-h-[calc(100svh-7rem)] max-w-xl flex-col items-center justify-center gap-6 px-4 pt-16 text-center focus:outline-none';

/**
 * A not-found message with a way home. It reads nothing, of the request or the database: the
 * static 404 that proxy.ts answers unknown addresses with can carry nothing of the request that
 * led to it (its address, a share token).
 */
export function MissingPage({ title, text }: { title: string; text: string }) {
  return (
    <main id="main" tabIndex={-1} className={MISSING_MAIN}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Link href="/" className={buttonVariants()}>
        Back to Home
      </Link>
    </main>
  );
}
