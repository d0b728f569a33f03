import 'server-only';
import { revalidatePath, updateTag } from 'next/cache';
import { CACHE_TAGS, type CacheTag } from '@/lib/data/cache';
import { forgetPostIndex } from '@/lib/posts/route-index';
import { forgetProjectIndex } from '@/lib/projects/route-index';
import { forgetPublicFileChecks } from '@/lib/data/public-files';

/**
 * After a successful project write (server actions only: updateTag throws elsewhere).
 * updateTag expires every cached public read at once, so the next visitor request waits for
 * fresh data instead of being served the old list; the paths cover the prerendered pages
 * themselves (every project page: a save can change a slug, a status, or the similar
 * projects others show), the index of all projects and every technology page, the sitemap
 * and the admin list; the proxy's index of project URLs
 * is read again.
 */
export function revalidateProjects() {
  forgetPublicFileChecks();
  updateTag(CACHE_TAGS.projects);
  // Which testimonials visitors may read follows their project's status and visibility.
  updateTag(CACHE_TAGS.testimonials);
  forgetProjectIndex();
  revalidatePath('/');
  revalidatePath('/projects/[slug]', 'page');
  revalidatePath('/projects');
  revalidatePath('/projects/technology/[technology]', 'page');
  revalidatePath('/sitemap.xml');
  revalidatePath('/admin');
}

/**
 * After a profile save: the owner's details are on every public page (footer, titles, structured
 * data), and every page that read them carries the tag, so expiring it refreshes them all. Not by
 * path: that would also expire the not-found pages, which read nothing and are never rebuilt.
 */
export function revalidateProfile() {
  forgetPublicFileChecks();
  updateTag(CACHE_TAGS.profile);
}

/**
 * After a save of a list shown on the home page only (skills, and any section like it): its
 * cached reads expire at once and the prerendered home page is rebuilt.
 */
export function revalidateHomeSection(tag: CacheTag) {
  updateTag(tag);
  revalidatePath('/');
}

/**
 * After a testimonial write: the home page lists them, and a project's page shows the ones
 * about it (any project page: a testimonial can move from one project to another).
 */
export function revalidateTestimonials() {
  forgetPublicFileChecks();
  updateTag(CACHE_TAGS.testimonials);
  revalidatePath('/');
  revalidatePath('/projects/[slug]', 'page');
}

/**
 * After a post write: the blog's pages (the list, every post and tag page: a save can change a
 * slug, a status, tags or the related posts others show), the home page's latest writing, the
 * feeds, the sitemap and the admin list; the proxy's index of post URLs is read again.
 */
export function revalidatePosts() {
  forgetPublicFileChecks();
  updateTag(CACHE_TAGS.posts);
  forgetPostIndex();
  revalidatePath('/');
  revalidatePath('/blog');
  revalidatePath('/blog/page/[page]', 'page');
  revalidatePath('/blog/[slug]', 'page');
  revalidatePath('/blog/tags/[tag]', 'page');
  revalidatePath('/blog/feed.xml');
  revalidatePath('/blog/atom.xml');
  revalidatePath('/sitemap.xml');
  revalidatePath('/admin/posts');
}
