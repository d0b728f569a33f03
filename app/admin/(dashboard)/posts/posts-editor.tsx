'use client';

import { deletePostAction, setPostStatusAction } from './actions';
import { PostForm } from './post-form';
import { ListEditor } from '@/components/admin/list-editor';
import type { ProjectChoice } from '@/components/admin/project-choice-field';
import { PageLink, PublishButton } from '@/components/admin/publishing';
import { useActionCall } from '@/components/forms/use-action-call';
import { Badge } from '@/components/ui/badge';
import { LocalTime } from '@/components/ui/local-time';
import type { Post } from '@/lib/posts/model';
import { postPath } from '@/lib/posts/tags';
import { postState } from '@/lib/posts/visibility';
import { POST_TEXTS, type PostStatus } from '@/lib/posts/vocabulary';
import { LIST_TEXTS } from '@/lib/lists/vocabulary';

/** Draft, Scheduled for <the owner's local time>, or Published. */
function StatusBadge({ post }: { post: Post }) {
  const state = postState(post);
  if (state === 'draft') return <Badge variant="outline">Draft</Badge>;
  if (state === 'scheduled')
    return (
      <Badge variant="featured">
        {/* One inline run: a flex item would drop the space before the time. */}
        <span>
          Scheduled for <LocalTime iso={post.publishAt} />
        </span>
      </Badge>
    );
  return <Badge variant="category">Published</Badge>;
}

/** The owner's posts, newest publish time first: write, preview, schedule, publish, unpublish and delete. */
export function PostsEditor({ posts, projects }: { posts: Post[]; projects: ProjectChoice[] }) {
  const statusChange = useActionCall((args: { id: string; status: PostStatus }) => setPostStatusAction(args));

  return (
    <ListEditor
      history="posts"
      items={posts}
      nameOf={(post) => post.title}
      deleteAction={deletePostAction}
      isFormWide
      form={{ label: 'Post form', render: (post, close) => <PostForm post={post} projects={projects} onSaved={close} onCancel={close} /> }}
      list={{ id: 'your-posts', title: 'Your Posts', summary: posts.length === 1 ? '1 post' : `${posts.length} posts`, label: 'Posts, newest first', empty: POST_TEXTS.empty }}
      item={{
        body: (post) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold leading-snug">{post.title}</h3>
                <div className="mt-1.5 flex flex-wrap items-center gap-2">
                  <StatusBadge post={post} />
                  {post.tags.map((tag) => (
                    <span key={tag} className="text-xs text-muted-foreground">
                      #{tag}
                    </span>
                  ))}
                </div>
              </div>
              <PageLink title={post.title} publicHref={postState(post) === 'published' ? postPath(post.slug) : null} previewHref={`/admin/preview/posts/${post.id}`} />
            </div>
            <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{post.summary}</p>
          </>
        ),
        actions: (post) => (
          <PublishButton
            title={post.title}
            isDraft={post.status === 'draft'}
            isPending={statusChange.pendingArgs?.id === post.id}
            onClick={() => statusChange.call({ id: post.id, status: post.status === 'draft' ? 'published' : 'draft' })}
          />
        ),
      }}
      confirm={{ title: POST_TEXTS.deleteConfirm, describe: (name) => <>{name} will be removed from your site, its feeds and its sitemap. {LIST_TEXTS.inTrash}</> }}
    />
  );
}
