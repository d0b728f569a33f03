import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/site/site-frame';
import { getPublicProfile } from '@/lib/profile/public';

/** Previews look like the public pages, in their header and footer, without the dashboard's frame. */
export default async function PreviewLayout({ children }: { children: ReactNode }) {
  return <SiteFrame profile={await getPublicProfile()}>{children}</SiteFrame>;
}
