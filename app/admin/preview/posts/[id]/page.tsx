import { Eye } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { PostArticle } from '@/components/posts/post-article';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { LocalTime } from '@/components/ui/local-time';
import { getSession, isOwner } from '@/lib/auth/session';
import { getPost } from '@/lib/posts/admin';
import { getProfile } from '@/lib/profile/admin';
import { getProject } from '@/lib/projects/admin';
import { postPath } from '@/lib/posts/tags';
import { postState } from '@/lib/posts/visibility';
import { projectPath } from '@/lib/projects/vocabulary';

type Props = { params: Promise<{ id: string }> };

// The owner's preview of a post, draft, scheduled or published, exactly as its page will look.
// Read with the owner's session on every request (never cached) and kept out of search engines.
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

export default async function PostPreviewPage({ params }: Props) {
  const { id } = await params;
  const { db, user } = await getSession();
  if (!user) redirect('/auth');
  // Row-level security shows drafts and scheduled posts to owners only; anyone else finds nothing.
  const post = (await isOwner(db)) ? await getPost(db, id) : null;
  if (!post) notFound();
  const [profile, project] = await Promise.all([getProfile(db), post.projectId ? getProject(db, post.projectId) : null]);
  const state = postState(post);

  const notice = (
    <div role="note" className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-primary/40 bg-primary/10 px-4 py-3 text-sm">
      <Eye className="size-4 shrink-0 text-primary" aria-hidden />
      <p className="flex-1">
        {state === 'draft' ? (
          <>
            <span className="font-semibold">Draft preview.</span> Only you can see this page; visitors get a 404 until you publish it.
          </>
        ) : state === 'scheduled' ? (
          <>
            <span className="font-semibold">Scheduled preview.</span> Visitors see this post from <LocalTime iso={post.publishAt} />.
          </>
        ) : (
          <>
            <span className="font-semibold">Preview.</span> This post is published at{' '}
            <Link href={postPath(post.slug)} className="font-medium text-primary underline underline-offset-4">
              {postPath(post.slug)}
            </Link>
            .
          </>
        )}
      </p>
      <Link href="/admin/posts" className="font-medium text-primary underline-offset-4 hover:underline">
        Back to the posts
      </Link>
    </div>
  );

  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pb-20 pt-28 sm:px-6 focus:outline-none">
        <PostArticle
          post={post}
          notice={notice}
          context={{ profile, previous: null, next: null, related: [], project: project ? { title: project.title, href: projectPath(project.slug) } : null }}
        />
      </main>
      <SiteFooter />
    </>
  );
}
