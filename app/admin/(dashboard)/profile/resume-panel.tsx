'use client';

import { FileJson } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { importResumeAction, previewResumeAction, setResumeOfferedAction } from './actions';
import { ResumePreviewList } from './resume-preview';
import { CheckboxField } from '@/components/admin/checkbox-field';
import { FormCard } from '@/components/admin/form-card';
import { settleAction } from '@/components/forms/settle-action';
import { useActionCall } from '@/components/forms/use-action-call';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { changesNothing, type ResumePreview } from '@/lib/resume/preview';
import { RESUME_LIMITS, RESUME_PATH, RESUME_TEXTS } from '@/lib/resume/vocabulary';

type Checked = { text: string; preview: ResumePreview } | { problems: string[] };

/** Whether the site offers /resume.json: saved as it is ticked. */
function ResumeSwitch({ offered: stored }: { offered: boolean }) {
  const [offered, setOffered] = useState(stored);
  const change = useActionCall((args: { offered: boolean }) => setResumeOfferedAction(args), {
    onResult: (result, args) => setOffered(result.ok ? args.offered : !args.offered),
  });
  return (
    <div className="grid gap-2">
      <CheckboxField
        id="resume-offered"
        label="Offer resume.json on the site"
        hint="Your name, role, introduction, e-mail, links, experience and skills as the public pages show them."
        checked={offered}
        disabled={change.isPending}
        onChange={(event) => {
          setOffered(event.target.checked);
          change.call({ offered: event.target.checked });
        }}
      />
      {offered ? (
        <a href={RESUME_PATH} download="resume.json" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Download the current resume.json
        </a>
      ) : null}
    </div>
  );
}

/** The JSON Resume panel: the switch, and an import previewed before it is applied. */
export function ResumePanel({ offered, onImporting }: { offered: boolean; onImporting: (isImporting: boolean) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isChecking, startChecking] = useTransition();
  const apply = useActionCall((args: { text: string }) => importResumeAction(args), {
    onResult: (result) => {
      setIsConfirming(false);
      if (!result.ok) return onImporting(false);
      setChecked(null);
      formRef.current?.reset();
      router.refresh();
    },
  });

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('resumeFile');
    setChecked(null);
    if (!(file instanceof File) || !file.size) return setMessage('Choose a resume.json file first.');
    if (file.size > RESUME_LIMITS.bytes) return setMessage(RESUME_TEXTS.tooLarge);
    startChecking(async () => {
      const text = await file.text();
      const answer = await settleAction(() => previewResumeAction({ text }));
      if (!answer.ok) return setMessage(answer.message);
      setMessage(answer.preview ? null : (answer.message ?? null));
      setChecked(answer.preview ? { text, preview: answer.preview } : { problems: answer.problems });
    });
  }

  const preview = checked && 'preview' in checked ? checked : null;
  return (
    <FormCard
      prefix="resume"
      heading="JSON Resume"
      intro="Your profile, experience and skills as a resume.json (jsonresume.org schema v1), for resume builders and job sites."
      formRef={formRef}
      message={message}
      onSubmit={check}
    >
      {checked && 'problems' in checked && checked.problems.length ? (
        <ul aria-label="Problems in the file" className="list-disc pl-5 text-sm">
          {checked.problems.map((problem) => (
            <li key={problem} className="break-words">
              {problem}
            </li>
          ))}
        </ul>
      ) : null}
      <ResumeSwitch offered={offered} />
      <div className="grid gap-2">
        <label htmlFor="resume-file" className="text-sm font-medium">
          Import resume.json
        </label>
        <input
          id="resume-file"
          name="resumeFile"
          type="file"
          accept="application/json,.json"
          aria-describedby="resume-file-hint"
          className="text-sm text-muted-foreground file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-transparent file:px-3 file:text-sm file:font-medium file:text-foreground hover:file:bg-muted"
        />
        <p id="resume-file-hint" className="text-xs text-muted-foreground">
          Up to 1 MB. Its basics set your name, role, introduction, e-mail and links; its work and skills replace your experience and skills. You see what will change before anything is saved.
        </p>
      </div>
      {preview ? <ResumePreviewList preview={preview.preview} /> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" variant="outline" disabled={isChecking}>
          <FileJson aria-hidden /> {isChecking ? 'Checking...' : 'Preview import'}
        </Button>
        {preview ? (
          <Button onClick={() => setIsConfirming(true)} disabled={changesNothing(preview.preview)}>
            Apply import
          </Button>
        ) : null}
      </div>
      {preview && changesNothing(preview.preview) ? <p className="text-sm text-muted-foreground">{RESUME_TEXTS.nothingToChange}</p> : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Apply this import?"
        description="Your profile's fields, experience and skills change as the preview shows, all at once."
        confirmLabel="Apply import"
        pendingLabel="Importing..."
        isPending={apply.isPending}
        onConfirm={() => {
          if (!preview) return;
          onImporting(true);
          apply.call({ text: preview.text });
        }}
        onCancel={() => setIsConfirming(false)}
      />
    </FormCard>
  );
}
