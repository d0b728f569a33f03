import Link from 'next/link';
import type { Post } from '@/lib/posts/model';
import { postPath } from '@/lib/posts/tags';
import { cn } from '@/lib/utils';
import { PostDateLine, TagLinks } from './post-meta';

/**
 * A post in a list: title (its link covers the card), date, reading time, summary and tags
 * (links of their own above the card's link, as on project cards).
 */
export function PostCard({ post, headingLevel = 'h2', className }: { post: Post; headingLevel?: 'h2' | 'h3'; className?: string }) {
  const Heading = headingLevel;
  return (
    <article className={cn('relative flex h-full flex-col panel ease-colors hover:border-primary/40', className)}>
      <PostDateLine post={post} />
      <Heading className="mt-2 text-xl font-semibold leading-snug tracking-tight text-balance">
        <Link href={postPath(post.slug)} className="stretched-link">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{post.summary}</p>
      <TagLinks tags={post.tags} className="mt-4" />
    </article>
  );
}

/** Posts in a column, newest first. */
export function PostList({ posts }: { posts: Post[] }) {
  return (
    <ol className="grid gap-5">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ol>
  );
}
