'use client';

import { useState } from 'react';
import { ProfileForm } from './profile-form';
import { ResumePanel } from './resume-panel';
import type { Profile } from '@/lib/profile/model';

/**
 * The profile form and the JSON Resume panel. An import rewrites fields of the form, and React
 * leaves what an uncontrolled field shows as it is: the form is drawn afresh once the imported
 * profile arrives (and only then, so its own save keeps its state and toast).
 */
export function ProfileEditors({ profile }: { profile: Profile }) {
  const [form, setForm] = useState({ generation: 0, isImporting: false, drawn: profile });
  if (form.drawn !== profile) setForm({ generation: form.isImporting ? form.generation + 1 : form.generation, isImporting: false, drawn: profile });
  return (
    <div className="grid gap-6">
      <ProfileForm key={form.generation} profile={profile} />
      <ResumePanel offered={profile.resumePublic} onImporting={(isImporting) => setForm((current) => ({ ...current, isImporting }))} />
    </div>
  );
}
