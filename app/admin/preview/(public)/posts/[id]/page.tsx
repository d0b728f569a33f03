import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PreviewNotice } from '@/components/admin/preview-notice';
import { PostArticle } from '@/components/posts/post-article';
import { LocalTime } from '@/components/ui/local-time';
import { ownerPageDb } from '@/lib/auth/session';
import { postList } from '@/lib/posts/list';
import { getProfile } from '@/lib/profile/admin';
import { getProject } from '@/lib/projects/admin';
import { postPath } from '@/lib/posts/tags';
import { postState } from '@/lib/posts/visibility';
import { projectPath } from '@/lib/projects/vocabulary';
import { PageMain } from '@/components/site/page-main';

type Props = { params: Promise<{ id: string }> };

// The owner's preview of a post, draft, scheduled or published, exactly as its page will look.
// Read with the owner's session on every request (never cached) and kept out of search engines.
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

export default async function PostPreviewPage({ params }: Props) {
  const { id } = await params;
  const db = await ownerPageDb();
  // Row-level security shows drafts to owners only.
  const post = await postList.get(db, id);
  if (!post) notFound();
  const [profile, project] = await Promise.all([getProfile(db), post.projectId ? getProject(db, post.projectId) : null]);
  const state = postState(post);

  const notice = (
    <PreviewNotice back={{ href: '/admin/posts', label: 'Back to the posts' }}>
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
    </PreviewNotice>
  );

  return (
    <PageMain>
      <PostArticle
        post={post}
        notice={notice}
        context={{ profile, previous: null, next: null, related: [], project: project ? { title: project.title, href: projectPath(project.slug) } : null }}
      />
    </PageMain>
  );
}
