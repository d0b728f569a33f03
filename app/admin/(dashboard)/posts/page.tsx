import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { PostsEditor } from './posts-editor';
import { postList } from '@/lib/posts/list';
import { listProjects } from '@/lib/projects/admin';
import { POST_TEXTS } from '@/lib/posts/vocabulary';

export const metadata: Metadata = { title: 'Posts · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminPostsPage() {
  return (
    <OwnerSection
      notice={{ title: POST_TEXTS.forbidden, text: 'You are signed in, but the posts can only be written by the owner of this portfolio.' }}
      load={async (db) => {
        const [posts, projects] = await Promise.all([postList.list(db), listProjects(db)]);
        return { posts, projects: projects.map((project) => ({ id: project.id, title: project.title })) };
      }}
      failure={POST_TEXTS.listFailed}
    >
      {({ posts, projects }) => <PostsEditor posts={posts} projects={projects} />}
    </OwnerSection>
  );
}
