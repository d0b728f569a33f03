import { describe, expect, it } from 'vitest';
import { MESSAGE_COLUMNS, MESSAGE_CONSTRAINT_MESSAGES } from '@/lib/messages/model';
import { PROFILE_COLUMNS, PROFILE_CONSTRAINT_MESSAGES } from '@/lib/profile/model';
import { PROJECT_COLUMNS, PROJECT_CONSTRAINT_MESSAGES } from '@/lib/projects/model';
import { SKILL_COLUMNS, SKILL_CONSTRAINT_MESSAGES } from '@/lib/skills/list';
import { SHARE_LINK_CONSTRAINT_MESSAGES } from '@/lib/share-links/admin';
import { PROJECT_LIMITS } from '@/lib/projects/vocabulary';
import { BUDGETS, MESSAGE_LIMITS, OTHER_SERVICE, STAGES, TIMELINES } from '@/lib/messages/vocabulary';
import { anonClient, newProjectRow, ownerClient, ownerSession, serverClient } from './clients';
import { constraintsOf, migrations } from './schema-drift';

// The TypeScript side of the schema must not drift from the migrations: the row type's
// columns, the constraint messages and the numeric limits the forms enforce.

describe('public.profile and public.skills in TypeScript', () => {
  it('name exactly the columns of the migrated tables', async () => {
    const [profile, skill] = await Promise.all([
      anonClient().from('profile').select('*').single(),
      anonClient().from('skills').select('*').limit(1).single(),
    ]);
    expect(Object.keys(profile.data!).sort()).toEqual([...PROFILE_COLUMNS].sort());
    expect(Object.keys(skill.data!).sort()).toEqual([...SKILL_COLUMNS].sort());
  });

  it('have a message for every named check constraint, and no other', () => {
    // skills_count is raised by the insert trigger that keeps the list at 12.
    expect(migrations).toContain("constraint = 'skills_count'");
    expect(Object.keys(PROFILE_CONSTRAINT_MESSAGES).sort()).toEqual(constraintsOf('profile').sort());
    expect(Object.keys(SKILL_CONSTRAINT_MESSAGES).sort()).toEqual([...constraintsOf('skills'), 'skills_count'].sort());
  });
});

describe('public.projects in TypeScript', () => {
  const owner = ownerSession();

  it('names exactly the columns of the migrated table', async () => {
    const { data, error } = await anonClient().from('projects').select('*').limit(1).single();
    expect(error).toBeNull();
    expect(Object.keys(data!).sort()).toEqual([...PROJECT_COLUMNS].sort());
  });

  it('has a message for every named check constraint of the table, and no other', () => {
    const current = constraintsOf('projects');
    expect(current).toContain('projects_description_length');
    // projects_slug_key is the unique constraint on slugs.
    expect(migrations).toContain('add constraint projects_slug_key unique (slug)');
    expect(Object.keys(PROJECT_CONSTRAINT_MESSAGES).sort()).toEqual([...current, 'projects_slug_key'].sort());
  });

  // Each limit: the largest value the forms accept is stored; one more is refused by the database.
  it.each([
    ['title', 'projects_title_length', (n: number) => ({ title: 'x'.repeat(n) }), PROJECT_LIMITS.title],
    ['description', 'projects_description_length', (n: number) => ({ description: 'x'.repeat(n) }), PROJECT_LIMITS.description],
    ['slug', 'projects_slug_format', (n: number) => ({ slug: 'a'.repeat(n) }), PROJECT_LIMITS.slug],
    ['reportTitle', 'projects_report_title_length', (n: number) => ({ report_title: 'x'.repeat(n) }), PROJECT_LIMITS.reportTitle],
    ['technologies', 'projects_technologies_count', (n: number) => ({ technologies: Array.from({ length: n }, (_, i) => `t${i}`) }), PROJECT_LIMITS.technologies],
    ['technology', 'projects_technologies_valid', (n: number) => ({ technologies: ['x'.repeat(n)] }), PROJECT_LIMITS.technology],
    ['images', 'projects_images_count', (n: number) => ({ images: Array.from({ length: n }, (_, i) => ({ url: `/demo/${i}.webp`, alt: `Image ${i}` })) }), PROJECT_LIMITS.images],
    ['alt', 'projects_images_valid', (n: number) => ({ images: [{ url: '/demo/a.webp', alt: 'x'.repeat(n) }] }), PROJECT_LIMITS.alt],
    ['url', 'projects_project_url_valid', (n: number) => ({ project_url: `https://example.com/${'a'.repeat(n - 20)}` }), PROJECT_LIMITS.url],
  ] as const)('PROJECT_LIMITS.%s matches %s', async (_name, constraint, row, limit) => {
    const atLimit = await owner.db.from('projects').insert([newProjectRow(row(limit))]).select('id').single();
    expect(atLimit.error).toBeNull();
    owner.created.push(atLimit.data!.id as string);
    const overLimit = await owner.db.from('projects').insert([newProjectRow(row(limit + 1))]);
    expect(overLimit.error?.message).toContain(constraint);
  });
});

describe('public.messages in TypeScript', () => {
  it('names exactly the columns of the migrated table', async () => {
    const owner = await ownerClient();
    const email = `schema-${Date.now()}@example.com`;
    expect((await serverClient().from('messages').insert([{ name: 'Schema', email, message: 'Columns' }])).error).toBeNull();
    const { data } = await owner.from('messages').select('*').eq('email', email).single();
    await owner.from('messages').delete().eq('email', email);
    expect(Object.keys(data!).sort()).toEqual([...MESSAGE_COLUMNS].sort());
  });

  it('has a message for every named check constraint, and no other', () => {
    // messages_rate_limit and messages_visitor_fields are raised by the insert trigger that
    // bounds sending and keeps the pipeline the owner's.
    expect(migrations).toContain("constraint = 'messages_rate_limit'");
    expect(migrations).toContain("constraint = 'messages_visitor_fields'");
    expect(Object.keys(MESSAGE_CONSTRAINT_MESSAGES).sort()).toEqual([...constraintsOf('messages'), 'messages_rate_limit', 'messages_visitor_fields'].sort());
  });

  it.each([
    ['name', 'messages_name_length', MESSAGE_LIMITS.name],
    ['message', 'messages_message_length', MESSAGE_LIMITS.message],
  ] as const)('MESSAGE_LIMITS.%s matches %s', async (field, constraint, limit) => {
    const owner = await ownerClient();
    const email = `limits-${field}-${Date.now()}@example.com`;
    const row = (length: number) => ({ name: 'Limits', email, message: 'Limits', [field]: 'x'.repeat(length) });
    expect((await serverClient().from('messages').insert([row(limit)])).error).toBeNull();
    expect((await serverClient().from('messages').insert([row(limit + 1)])).error?.message).toContain(constraint);
    await owner.from('messages').delete().eq('email', email);
  });
});

describe('a lead’s choices and limits in TypeScript', () => {
  const list = (keys: readonly string[]) => `(${keys.map((key) => `'${key}'`).join(', ')})`;

  it('offer exactly the budgets, timelines and stages the CHECKs take', () => {
    expect(migrations).toContain(`budget is null or budget in ${list(BUDGETS)}`);
    expect(migrations).toContain(`timeline is null or timeline in ${list(TIMELINES)}`);
    expect(migrations).toContain(`stage in ${list(STAGES)}`);
    expect(migrations).toContain(`service = '${OTHER_SERVICE}'`);
  });

  it('MESSAGE_LIMITS.notes, serviceName and value match the database', () => {
    expect(migrations).toContain(`char_length(private.trim_space(notes)) between 1 and ${MESSAGE_LIMITS.notes})`);
    expect(migrations).toContain(`char_length(private.trim_space(service_name)) between 1 and ${MESSAGE_LIMITS.serviceName})`);
    expect(migrations).toContain(`value_amount <= ${MESSAGE_LIMITS.value} and scale(value_amount) <= 2`);
  });
});

describe('public.share_links in TypeScript', () => {
  it('has a message for every named constraint of the table, and no other', () => {
    expect(Object.keys(SHARE_LINK_CONSTRAINT_MESSAGES).sort()).toEqual(
      [...constraintsOf('share_links'), 'share_links_token_hash_key', 'share_links_project_id_fkey'].sort(),
    );
    expect(migrations).toContain('constraint share_links_token_hash_key unique (token_hash)');
  });

  it('PROJECT_LIMITS.shareLinkName and videoTitle match the database', () => {
    expect(migrations).toContain(`share_links_name_length check (char_length(private.trim_space(name)) between 1 and ${PROJECT_LIMITS.shareLinkName})`);
    expect(migrations).toContain(`char_length(private.trim_space(video_title)) between 1 and ${PROJECT_LIMITS.videoTitle})`);
  });
});
