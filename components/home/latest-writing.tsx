import Link from 'next/link';
import { ArrowRight } from '@/components/ui/icons';
import type { Post } from '@/lib/posts/model';
import { POST_TEXTS } from '@/lib/posts/vocabulary';
import { PostCard } from '@/components/posts/post-card';
import { HomeSection } from './home-section';

/** "Latest writing" on the home page: the newest posts; nothing when there are none. */
export function LatestWriting({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null;
  return (
    <HomeSection id="writing" heading={POST_TEXTS.latestHeading} className="border-t">
      <ul className="mt-12 grid-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link href="/blog" className="more-link">
          {POST_TEXTS.allPosts} <ArrowRight aria-hidden />
        </Link>
      </p>
    </HomeSection>
  );
}
