import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, freshUserClient, newProjectRow, ownerSession, tableSnapshot } from './clients';

const SEEDED_ID = '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01';

/** The writes an attacker with the public key would try, straight at /rest/v1. */
async function attemptEveryWrite(db: SupabaseClient) {
  const insert = await db.from('projects').insert([newProjectRow({ title: 'Injected' })]);
  const update = await db.from('projects').update({ title: 'Defaced' }).eq('id', SEEDED_ID);
  const updateAll = await db.from('projects').update({ featured: false }).neq('id', '00000000-0000-0000-0000-000000000000');
  const remove = await db.from('projects').delete().eq('id', SEEDED_ID);
  const move = await db.rpc('move_row', { list_name: 'projects', row_id: SEEDED_ID, direction: 'down' });
  return { insert, update, updateAll, remove, move };
}

describe('row-level security', () => {
  it('lets anyone read projects with the public key', async () => {
    const { data, error } = await anonClient().from('projects').select('id, title');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(8);
  });

  it('changes nothing for an anonymous visitor', async () => {
    const before = await tableSnapshot();
    const result = await attemptEveryWrite(anonClient());
    expect(result.insert.error?.code).toBe('42501');
    // anon holds no UPDATE/DELETE privilege: hosted Supabase answers 42501; @supabase/lite
    // answers 204 with zero rows. Either way nothing may change, which is what matters.
    for (const refused of [result.update, result.updateAll, result.remove]) {
      expect(refused.status === 204 || refused.error?.code === '42501').toBe(true);
    }
    expect(result.move.error).not.toBeNull();
    expect(await tableSnapshot()).toEqual(before);
  });

  describe('for a freshly signed-up account', () => {
    let user: SupabaseClient;
    beforeAll(async () => {
      user = await freshUserClient();
    });

    it('refuses the insert and silently matches no rows for update and delete', async () => {
      const before = await tableSnapshot();
      const result = await attemptEveryWrite(user);
      expect(result.insert.error?.code).toBe('42501');
      // PostgREST: an update or delete that RLS filters to zero rows is a 204, not an error.
      expect(result.update.error).toBeNull();
      expect(result.update.status).toBe(204);
      expect(result.remove.status).toBe(204);
      expect(result.move.error?.code).toBe('42501');
      expect(await tableSnapshot()).toEqual(before);
    });

    it('is still refused after setting user_metadata.is_admin = true', async () => {
      const { data, error } = await user.auth.updateUser({ data: { is_admin: true, role: 'owner' } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata.is_admin).toBe(true);
      await user.auth.refreshSession();

      const before = await tableSnapshot();
      const result = await attemptEveryWrite(user);
      expect(result.insert.error?.code).toBe('42501');
      expect(await tableSnapshot()).toEqual(before);
      expect((await user.rpc('current_user_is_owner')).data).toBe(false);
    });

    it('cannot read or add to the owners list', async () => {
      const read = await user.schema('private').from('owners').select('*');
      expect(read.error).not.toBeNull();
      const write = await user.schema('private').from('owners').insert({ user_id: (await user.auth.getUser()).data.user!.id });
      expect(write.error).not.toBeNull();
      expect((await user.rpc('current_user_is_owner')).data).toBe(false);
    });
  });

  describe('for the owner', () => {
    const owner = ownerSession();

    it('is recognised as the owner', async () => {
      expect((await owner.db.rpc('current_user_is_owner')).data).toBe(true);
    });

    it('can insert, update, move and delete', async () => {
      const insert = await owner.db.from('projects').insert([newProjectRow()]).select().single();
      expect(insert.error).toBeNull();
      const id = insert.data!.id as string;
      owner.created.push(id);

      const update = await owner.db.from('projects').update({ title: 'Renamed by owner' }).eq('id', id).select();
      expect(update.data).toHaveLength(1);
      expect(update.data![0]!.title).toBe('Renamed by owner');

      const move = await owner.db.rpc('move_row', { list_name: 'projects', row_id: id, direction: 'up' });
      expect(move.data).toBe(true);

      const remove = await owner.db.from('projects').delete().eq('id', id).select('id');
      expect(remove.data).toHaveLength(1);
      expect((await anonClient().from('projects').select('id').eq('id', id)).data).toEqual([]);
    });

    it.each([
      ['a javascript: project URL', { project_url: 'javascript:alert(1)' }, 'projects_project_url_valid'],
      ['a data: image URL', { images: [{ url: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' }] }, 'projects_images_valid'],
      ['a javascript: image link', { images: [{ url: 'https://ok.example.com/a.png', alt: 'ok' }, { url: 'javascript:alert(1)', alt: 'x' }] }, 'projects_images_valid'],
      ['an image without alt text', { images: [{ url: '/demo/a.webp', alt: ' ' }] }, 'projects_images_valid'],
      ['an image path outside the project folders', { images: [{ path: '../../etc/passwd', alt: 'x' }] }, 'projects_images_valid'],
      ['images that are not a list', { images: { url: '/demo/a.webp', alt: 'x' } }, 'projects_images_valid'],
      ['an ftp: GitHub URL', { github_url: 'ftp://example.com/x' }, 'projects_github_url_valid'],
      ['an oversize title', { title: 'x'.repeat(201) }, 'projects_title_length'],
      ['a blank title', { title: '   ' }, 'projects_title_not_blank'],
      ['an unknown category', { category: 'design' }, 'projects_category_valid'],
      ['31 technologies', { technologies: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'projects_technologies_count'],
      ['a whitespace-only technology', { technologies: ['React', '  '] }, 'projects_technologies_valid'],
      // No form sends one, but a NULL technology would break every page that trims the list.
      ['a NULL technology', { technologies: ['React', null] }, 'projects_technologies_valid'],
    ])('is refused %s by the database itself, with 400 and code 23514 as PostgREST answers', async (_name, overrides, constraint) => {
      const before = await tableSnapshot();
      const { error, status } = await owner.db.from('projects').insert([newProjectRow(overrides)]);
      expect(error?.message).toContain(constraint);
      expect({ status, code: error?.code }).toEqual({ status: 400, code: '23514' });
      expect(await tableSnapshot()).toEqual(before);
    });

    it('cannot blank a title with an update either', async () => {
      const { error } = await owner.db.from('projects').update({ title: '' }).eq('id', SEEDED_ID);
      expect(error?.message).toContain('projects_title_not_blank');
    });
  });
});
