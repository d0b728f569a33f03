import type { Profile } from '@/lib/profile/model';

/** The copyright line: the owner's chosen year, or the year the page was built. */
export function SiteFooter({ profile }: { profile: Profile | null }) {
  const year = profile?.copyrightYear ?? new Date().getFullYear();
  return (
    <footer className="border-t py-8">
      <p className="wrap text-center text-sm text-muted-foreground">
        © {year}
        {profile ? ` ${profile.name}.` : ''} All rights reserved.{' '}
        <a href="/privacy" className="underline underline-offset-4 hover:text-foreground">
          Privacy
        </a>
      </p>
    </footer>
  );
}
