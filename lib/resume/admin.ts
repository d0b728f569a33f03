import 'server-only';
import { experienceList } from '@/lib/experience/list';
import { EXPERIENCE_CONSTRAINT_MESSAGES, toExperienceRow } from '@/lib/experience/model';
import { getProfile } from '@/lib/profile/admin';
import { PROFILE_CONSTRAINT_MESSAGES } from '@/lib/profile/model';
import { SKILL_CONSTRAINT_MESSAGES, skillList, toSkillRow } from '@/lib/skills/list';
import { describeWriteError, type WriteResult } from '@/lib/data/write-result';
import type { Db } from '@/lib/supabase/db';
import { planImport, type ImportPlan, type ResumeState } from './from-resume';
import { previewImport, type ResumePreview } from './preview';
import { readResume, type Checked } from './validate';
import { RESUME_TEXTS } from './vocabulary';

// The owner's import of a resume.json, and the switch that offers /resume.json, with the
// caller's session: row-level security decides.

/** What the site holds now, or null before the profile was first saved. */
export async function resumeState(db: Db): Promise<ResumeState | null> {
  const [profile, experience, skills] = await Promise.all([getProfile(db), experienceList.list(db), skillList.list(db)]);
  return profile ? { profile, experience, skills } : null;
}

/** A file's text → what the import would write and what it would change, or why it cannot. */
export async function checkResume(db: Db, text: string): Promise<Checked<{ plan: ImportPlan; preview: ResumePreview }>> {
  const resume = readResume(text);
  if (!resume.ok) return resume;
  const current = await resumeState(db);
  if (!current) return { ok: false, message: RESUME_TEXTS.noProfile, problems: [] };
  const plan = planImport(resume.value, current);
  if (!plan.ok) return plan;
  return { ok: true, value: { plan: plan.value, preview: previewImport(current, plan.value) } };
}

/** The plan as import_resume's arguments: the profile's columns, and the rows of each list it replaces (null: kept). */
export function importArguments({ profile, experience, skills }: ImportPlan) {
  return {
    profile_fields: {
      name: profile.name,
      role: profile.role,
      intro: profile.intro,
      contact_email: profile.contactEmail,
      code_url: profile.codeUrl,
      network_url: profile.networkUrl,
      other_links: profile.otherLinks,
    },
    entries: experience?.map(toExperienceRow) ?? null,
    skill_rows: skills?.map(toSkillRow) ?? null,
  };
}

const CONSTRAINTS = { ...PROFILE_CONSTRAINT_MESSAGES, ...EXPERIENCE_CONSTRAINT_MESSAGES, ...SKILL_CONSTRAINT_MESSAGES };

/**
 * Checks the file again (what was previewed may have been changed since) and writes it in one
 * transaction: the profile's fields, the experience and the skills, or nothing.
 */
export async function importResume(db: Db, text: string): Promise<WriteResult<ResumePreview>> {
  const checked = await checkResume(db, text);
  if (!checked.ok) return { ok: false, reason: 'invalid', message: [checked.message, ...checked.problems].join(' ') };
  // supabase-js sends a null argument as JSON null, which the function reads as "keep this list".
  const { data, error } = await db.rpc('import_resume', importArguments(checked.value.plan) as never);
  if (error) {
    const refusal = describeWriteError(error, { forbidden: RESUME_TEXTS.forbidden, constraints: CONSTRAINTS, failed: RESUME_TEXTS.failed });
    if (refusal.reason !== 'failed') return refusal;
    console.error('[resume] the import failed:', error.message);
    return { ...refusal, message: RESUME_TEXTS.failed };
  }
  if (!data) return { ok: false, reason: 'forbidden', message: RESUME_TEXTS.forbidden };
  return { ok: true, value: checked.value.preview };
}

/** Turns /resume.json on or off. */
export async function setResumeOffered(db: Db, offered: boolean): Promise<WriteResult<boolean>> {
  const { data, error } = await db.from('profile').update({ resume_public: offered }).eq('id', true).select('resume_public');
  if (error) return describeWriteError(error, { forbidden: RESUME_TEXTS.forbidden, constraints: {}, failed: 'The setting could not be saved' });
  if (!data.length) return { ok: false, reason: 'forbidden', message: RESUME_TEXTS.forbidden };
  return { ok: true, value: offered };
}
