import type { ReactNode } from 'react';
import type { Profile } from '@/lib/profile/model';
import { siteNameOf } from '@/lib/profile/vocabulary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** A public page's header and footer around its content: the public pages, the not-found pages, the owner's previews. */
export function SiteFrame({ profile, children }: { profile: Profile | null; children: ReactNode }) {
  return (
    <>
      <SiteHeader siteName={siteNameOf(profile)} />
      {children}
      <SiteFooter profile={profile} />
    </>
  );
}
