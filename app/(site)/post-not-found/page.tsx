import type { Metadata } from 'next';
import { ProjectNotFound } from '@/components/projects/project-not-found';

export const metadata: Metadata = { title: 'Post Not Found', robots: { index: false } };

/** Static, shown by proxy.ts with status 404 for blog URLs that match no post or tag (see project-not-found). */
export default function PostNotFound() {
  return <ProjectNotFound title="Post Not Found" text="This post may have been removed, or the link is mistyped." />;
}
