import Link from 'next/link';
import type { ReactNode } from 'react';
import { RelatedList } from '@/components/site/related-list';
import { ArrowLeft, ArrowRight } from '@/components/ui/icons';
import type { PostContext } from '@/lib/posts/context';
import type { Post } from '@/lib/posts/model';
import type { Profile } from '@/lib/profile/model';
import { IMAGE_VARIANTS, imageSource } from '@/lib/images/sources';
import { postDate, wasUpdated } from '@/lib/posts/dates';
import { readingTimeLabel } from '@/lib/posts/reading-time';
import { renderPost } from '@/lib/posts/render';
import { postPath } from '@/lib/posts/tags';
import { cn } from '@/lib/utils';
import { PostCard } from './post-card';
import { TagLinks } from './post-meta';

/** The author's line: photo (when there is one), name, dates and reading time. */
function Byline({ post, profile }: { post: Post; profile: Profile | null }) {
  const photo = profile?.photo ? imageSource(profile.photo.src, { width: 96, height: 96, sizes: '48px' }) : null;
  return (
    <div className="mt-6 flex items-center gap-3">
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- sources from getImageProps; next/image would ship its client code
        <img {...photo} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full border object-cover" />
      ) : null}
      <div className="text-sm">
        {profile ? <p className="font-semibold">{profile.name}</p> : null}
        <p className="text-muted-foreground">
          <time dateTime={post.publishAt}>{postDate(post.publishAt)}</time>
          {wasUpdated(post.publishAt, post.updatedAt) ? (
            <>
              <span aria-hidden> · </span>
              Updated <time dateTime={post.updatedAt}>{postDate(post.updatedAt)}</time>
            </>
          ) : null}
          <span aria-hidden> · </span>
          {readingTimeLabel(post.readingMinutes)}
        </p>
      </div>
    </div>
  );
}

function Neighbour({ post, direction }: { post: Post; direction: 'previous' | 'next' }) {
  const isNext = direction === 'next';
  return (
    <Link
      href={postPath(post.slug)}
      className={cn('flex h-full flex-col gap-1 rounded-card border bg-card p-4 ease-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-ring', isNext && 'text-right')}
    >
      <span className={cn('inline-flex items-center gap-1 text-sm text-muted-foreground', isNext && 'justify-end')}>
        {isNext ? null : <ArrowLeft className="size-4" aria-hidden />}
        {isNext ? 'Newer post' : 'Older post'}
        {isNext ? <ArrowRight className="size-4" aria-hidden /> : null}
      </span>
      <span className="font-semibold leading-snug">{post.title}</span>
    </Link>
  );
}

/**
 * A post's page body, for visitors and for the owner's preview alike: title, byline, cover,
 * the body rendered from Markdown here on the server, then where to read on.
 */
export function PostArticle({ post, context, notice }: { post: Post; context: PostContext; notice?: ReactNode }) {
  const cover = post.coverSrc ? imageSource(post.coverSrc, IMAGE_VARIANTS.main) : null;
  const { previous, next, related, project, profile } = context;
  return (
    <>
      {notice}
      <div className="mx-auto mb-6 max-w-[70ch]">
        <Link href="/blog" className="-ml-1 inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden /> All posts
        </Link>
      </div>
      <article aria-labelledby="post-title" className="mx-auto max-w-[70ch]">
        <header>
          <TagLinks tags={post.tags} />
          <h1 id="post-title" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{post.summary}</p>
          <Byline post={post} profile={profile} />
        </header>
        {cover ? (
          // eslint-disable-next-line @next/next/no-img-element -- sources from getImageProps; next/image would ship its client code
          <img {...cover} alt={post.coverAlt ?? ''} className="mt-8 aspect-[1200/750] w-full rounded-card border object-cover" fetchPriority="high" />
        ) : null}
        <div className="markdown mt-8" dangerouslySetInnerHTML={{ __html: renderPost(post.body) }} />
        {project ? (
          <p className="mt-10 rounded-card border bg-muted/40 p-4 text-sm">
            Related case study:{' '}
            <Link href={project.href} className="font-medium text-primary underline underline-offset-4">
              {project.title}
            </Link>
          </p>
        ) : null}
      </article>
      {previous || next ? (
        <nav aria-label="More posts" className="mx-auto mt-12 grid max-w-[70ch] gap-4 sm:grid-cols-2">
          <div>{previous ? <Neighbour post={previous} direction="previous" /> : null}</div>
          <div>{next ? <Neighbour post={next} direction="next" /> : null}</div>
        </nav>
      ) : null}
      <RelatedList
        id="related-heading"
        title="Related posts"
        items={related}
        keyOf={(other) => other.slug}
        render={(other) => <PostCard post={other} headingLevel="h3" />}
        className="mx-auto mt-16 max-w-[70ch]"
      />
    </>
  );
}
