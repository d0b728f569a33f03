import Link from 'next/link';
import type { Post } from '@/lib/posts/model';
import { postDate } from '@/lib/posts/dates';
import { readingTimeLabel } from '@/lib/posts/reading-time';
import { tagPath } from '@/lib/posts/tags';
import { cn } from '@/lib/utils';

/** Date · reading time, as a small line under a title. */
export function PostDateLine({ post, className }: { post: Post; className?: string }) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      <time dateTime={post.publishAt}>{postDate(post.publishAt)}</time>
      <span aria-hidden> · </span>
      <span>{readingTimeLabel(post.readingMinutes)}</span>
    </p>
  );
}

/** The post's tags, each a link to its tag page. */
export function TagLinks({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Tags">
      {/* By position: the server draws the list and nothing reorders it (a name as key is written again into the RSC copy). */}
      {tags.map((tag, index) => (
        <li key={index}>
          <Link
            href={tagPath(tag)}
            className="topic"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
