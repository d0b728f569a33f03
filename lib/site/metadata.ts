import type { Metadata } from 'next';
import type { Profile } from '@/lib/profile/model';
import { DEFAULT_SITE_NAME, siteNameOf as siteName } from '@/lib/profile/vocabulary';

// Titles and link previews from the owner's profile. Next replaces a parent's `openGraph` as a
// whole when a page sets its own, so every public page builds all of it here: its own address
// as og:url (the same as its canonical), the site's name and type included.

/** The defaults of every public page: the title template, description and author. */
export function siteMetadata(profile: Profile | null): Metadata {
  const title = profile ? `${profile.name} | ${profile.role}` : DEFAULT_SITE_NAME;
  return {
    applicationName: siteName(profile),
    title: { default: title, template: `%s | ${siteName(profile)}` },
    description: profile?.description,
    authors: profile ? [{ name: profile.name }] : undefined,
    openGraph: { type: 'website', siteName: siteName(profile), title, description: profile?.description },
    twitter: { card: 'summary_large_image', title, description: profile?.description },
  };
}

export type PageMetadata = {
  /** The page's own address, a site path: its canonical URL and og:url. */
  path: string;
  /** Without the site's name (the template adds it); absent on the home page. */
  title?: string;
  description?: string;
  type?: 'website' | 'article';
  /** Article dates and tags, ISO 8601. */
  article?: { publishedTime: string; modifiedTime: string; tags: readonly string[] };
  robots?: Metadata['robots'];
};

/** One public page's metadata; its share image comes from the opengraph-image file of its route. */
export function pageMetadata(profile: Profile | null, page: PageMetadata): Metadata {
  const site = siteMetadata(profile);
  const title = page.title ?? (site.openGraph?.title as string);
  const description = page.description ?? profile?.description;
  return {
    ...(page.title ? { title: page.title } : {}),
    ...(page.description ? { description: page.description } : {}),
    alternates: { canonical: page.path },
    ...(page.robots ? { robots: page.robots } : {}),
    openGraph: {
      type: page.type ?? 'website',
      siteName: siteName(profile),
      title,
      description,
      url: page.path,
      ...(page.article ? { ...page.article, tags: [...page.article.tags] } : {}),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
