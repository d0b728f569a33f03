import { BlogIndex } from '@/components/posts/blog-index';
import { TagLinks } from '@/components/posts/post-meta';
import { listPublicPosts, listPublicTags } from '@/lib/posts/public';
import { POST_TEXTS, POSTS_PER_PAGE } from '@/lib/posts/vocabulary';

export const pageCount = (posts: number) => Math.max(1, Math.ceil(posts / POSTS_PER_PAGE));

/** One page of /blog, newest first; null when there is no such page. */
export async function BlogPage({ page }: { page: number }) {
  const [posts, tags] = await Promise.all([listPublicPosts(), listPublicTags()]);
  const pages = pageCount(posts.length);
  if (page > pages) return null;
  return (
    <BlogIndex
      title={POST_TEXTS.heading}
      intro="Notes on WordPress, Power BI and shipping fast, reliable sites."
      posts={posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)}
      page={page}
      pages={pages}
      aside={tags.length > 0 ? <TagLinks tags={tags.map(({ tag }) => tag)} className="mt-6" /> : null}
    />
  );
}
