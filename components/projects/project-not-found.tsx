import Link from 'next/link';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { buttonVariants } from '@/components/ui/button';

/**
 * 'Project Not Found' with a way home: for unknown project URLs and projects removed meanwhile
 * (and, with its own words, for technologies no published project names).
 */
export function ProjectNotFound({
  title = 'Project Not Found',
  text = 'This project may have been removed, or the link is mistyped.',
}: {
  title?: string;
  text?: string;
}) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-6 px-4 pt-16 text-center focus:outline-none">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
        <Link href="/" className={buttonVariants()}>
          Back to Home
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}
