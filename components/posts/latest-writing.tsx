import Link from 'next/link';
import { ArrowRight } from '@/components/site/icons';
import type { Post } from '@/lib/posts/model';
import { POST_TEXTS } from '@/lib/posts/vocabulary';
import { PostCard } from './post-card';

/** "Latest writing" on the home page: the newest posts; nothing when there are none. */
export function LatestWriting({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null;
  return (
    <section id="writing" aria-labelledby="writing-heading" className="border-t py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="writing-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {POST_TEXTS.latestHeading}
        </h2>
        <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link href="/blog" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
            {POST_TEXTS.allPosts} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </p>
      </div>
    </section>
  );
}
