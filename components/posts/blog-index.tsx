import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight } from '@/components/ui/icons';
import type { Post } from '@/lib/posts/model';
import { POST_TEXTS } from '@/lib/posts/vocabulary';
import { PostList } from './post-card';
import { PageMain } from '@/components/site/page-main';

export const blogPagePath = (page: number) => (page <= 1 ? '/blog' : `/blog/page/${page}`);

const pagerLink = 'inline-flex items-center gap-1 rounded-lg border px-4 py-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring';

/** Newer / older pages of the list, as plain links. */
function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={blogPagePath(page - 1)} className={pagerLink}>
          <ArrowLeft className="size-4" aria-hidden /> Newer posts
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={blogPagePath(page + 1)} className={pagerLink}>
          Older posts <ArrowRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A page of posts: /blog, its numbered pages and the tag pages. */
export function BlogIndex({ title, intro, posts, page = 1, pages = 1, aside }: { title: string; intro?: ReactNode; posts: Post[]; page?: number; pages?: number; aside?: ReactNode }) {
  return (
    <PageMain narrow>
      <h1 className="page-title">{title}</h1>
      {intro ? <div className="mt-3 text-lg text-muted-foreground">{intro}</div> : null}
      {aside}
      <div className="mt-10">{posts.length === 0 ? <p className="rounded-card border border-dashed px-6 py-14 text-center font-medium">{POST_TEXTS.publicEmpty}</p> : <PostList posts={posts} />}</div>
      <Pager page={page} pages={pages} />
    </PageMain>
  );
}
