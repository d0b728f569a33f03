import { site } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer className="border-t py-8">
      <p className="mx-auto max-w-6xl px-4 text-center text-sm text-muted-foreground sm:px-6">
        © {site.copyrightYear} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
