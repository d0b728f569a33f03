import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

/**
 * A not-found message with a way home. It reads no data, so the pages built from it are built
 * once and never rebuilt: the static 404 that proxy.ts answers unknown addresses with can carry
 * nothing of the request that happened to trigger a rebuild (its address, a share token).
 */
export function MissingPage({ title, text }: { title: string; text: string }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-6 px-4 pt-16 text-center focus:outline-none">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Link href="/" className={buttonVariants()}>
        Back to Home
      </Link>
    </main>
  );
}
