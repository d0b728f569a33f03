import 'server-only';
import type { Post } from '@/lib/posts/model';
import type { Profile } from '@/lib/profile/model';
import { listPublicRelatedPosts, publicNeighbours } from '@/lib/posts/public';
import { getPublicProfile } from '@/lib/profile/public';
import { getPublicProject } from '@/lib/projects/public';
import { projectPath } from '@/lib/projects/vocabulary';

/** What a post's page shows around it: its author, its neighbours, related posts and its project. */
export type PostContext = {
  profile: Profile | null;
  previous: Post | null;
  next: Post | null;
  related: Post[];
  project: { title: string; href: string } | null;
};

/** What a post's page shows around it, all from cached public reads (a draft project is left out). */
export async function publicPostContext(post: Post): Promise<PostContext> {
  const [profile, { previous, next }, related, project] = await Promise.all([
    getPublicProfile(),
    publicNeighbours(post),
    listPublicRelatedPosts(post),
    post.projectId ? getPublicProject(post.projectId) : null,
  ]);
  return { profile, previous, next, related, project: project ? { title: project.title, href: projectPath(project.slug) } : null };
}
