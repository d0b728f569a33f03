import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { listMessages, markMessage } from '@/lib/messages/admin';
import { sendMessage } from '@/lib/messages/send';
import { listPublicPosts } from '@/lib/posts/public';
import { getProject, listProjects } from '@/lib/projects/admin';
import { getPublicProject, listPublicProjects } from '@/lib/projects/public';
import { createShareLink, listShareLinks, revokeShareLink } from '@/lib/share-links/admin';
import { projectSchema } from '@/lib/projects/schema';
import { anonClient, ownerSession } from './clients';

// Every timestamp the data layer hands to pages, feeds, the sitemap and the admin is an ISO 8601
// instant in UTC, whatever text the backend's API sends for a timestamptz (the local backend
// sends `2026-11-26 11:22:50.358+00`, which sitemap and structured-data validators refuse).

const HARBOR = '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('timestamps leaving the data layer', () => {
  const session = ownerSession();

  it('are ISO instants on projects, public and the owner’s', async () => {
    const projects = [await getPublicProject(HARBOR), ...(await listPublicProjects()), await getProject(session.db, HARBOR), ...(await listProjects(session.db))];
    expect(projects.length).toBeGreaterThan(4);
    for (const project of projects) expect(project!.updatedAt).toMatch(ISO_INSTANT);
  });

  it('are ISO instants on posts', async () => {
    const posts = await listPublicPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.publishAt).toMatch(ISO_INSTANT);
      expect(post.updatedAt).toMatch(ISO_INSTANT);
    }
  });

  describe('in the inbox', () => {
    const email = `instants-${randomUUID().slice(0, 8)}@example.com`;
    afterAll(async () => {
      await session.db.from('messages').delete().eq('email', email);
    });

    it('are ISO instants when a message is listed and when it is marked read', async () => {
      expect(await sendMessage({ name: 'Instant Sender', email, message: 'When was this sent?' }, randomUUID().replaceAll('-', ''))).toMatchObject({ ok: true });
      const sent = (await listMessages(session.db)).find((message) => message.email === email)!;
      expect(sent.createdAt).toMatch(ISO_INSTANT);
      const read = await markMessage(session.db, sent.id, true);
      expect(read.ok && read.value.readAt).toMatch(ISO_INSTANT);
      expect((await listMessages(session.db)).find((message) => message.id === sent.id)!.readAt).toMatch(ISO_INSTANT);
    });
  });

  it('are ISO instants on share links: created, expiring, opened and revoked', async () => {
    const project = await session.add(projectSchema.parse({ title: `Shared ${randomUUID().slice(0, 8)}`, description: 'Shared through a link.', category: 'other', visibility: 'private' }));
    const expiresOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const created = await createShareLink(session.db, { projectId: project.id, name: 'Timestamps', expiresOn });
    if (!created.ok) throw new Error(created.message);
    expect(created.value.link.createdAt).toMatch(ISO_INSTANT);
    expect(created.value.link.expiresAt).toBe(`${expiresOn}T23:59:59.999Z`);

    await anonClient().rpc('shared_project', { project_slug: project.slug, token: created.value.token }).select('id');
    const [opened] = await listShareLinks(session.db, project.id);
    expect(opened).toMatchObject({ createdAt: expect.stringMatching(ISO_INSTANT), expiresAt: `${expiresOn}T23:59:59.999Z`, lastOpenedAt: expect.stringMatching(ISO_INSTANT) });

    const revoked = await revokeShareLink(session.db, created.value.link.id);
    expect(revoked.ok && revoked.value.revokedAt).toMatch(ISO_INSTANT);
  });
});
