'use client';

import { useActionState } from 'react';
import { Input, Label, Textarea } from '@/components/ui/input';
import type { ActionResult, FormState } from '@/lib/actions/result';
import { TESTIMONIAL_LIMITS as L } from '@/lib/testimonials/vocabulary';
import { SUBMITTED_PHOTO_ACCEPT, TESTIMONIAL_REQUEST_TEXTS as TEXTS } from '@/lib/testimonial-requests/vocabulary';
import type { TestimonialSubmissionField as Field } from '@/lib/testimonial-requests/schema';

/** The server action that stores the answer (passed in by the page: components never import routes). */
export type SubmitTestimonial = (state: FormState<Field>, data: FormData) => Promise<ActionResult<Field>>;

type TextField = { name: Field; label: string; max: number; autoComplete?: string; initial?: string };

/**
 * The client's form: a plain server-action form (it posts without JavaScript too). The server
 * checks every field; its answer shows under the fields, or as the thank-you once stored.
 */
export function TestimonialRequestForm({ token, company, submit }: { token: string; company: string; submit: SubmitTestimonial }) {
  const [state, action, isPending] = useActionState(submit, null);

  if (state?.ok) {
    return (
      <div role="status" className="mt-8 panel">
        <h2 className="text-xl font-semibold">{TEXTS.sent}</h2>
        <p className="mt-2 text-muted-foreground">{TEXTS.sentDescription}</p>
      </div>
    );
  }

  const errors = state?.fieldErrors ?? {};
  const values = state?.values ?? {};
  const describe = (name: Field) => (errors[name]?.length ? { 'aria-invalid': true, 'aria-describedby': `testimonial-${name}-error` } : {});
  const error = (name: Field) =>
    errors[name]?.length ? (
      <p id={`testimonial-${name}-error`} className="text-sm text-destructive">
        {errors[name][0]}
      </p>
    ) : null;
  const field = ({ name, label, max, autoComplete, initial }: TextField) => (
    <div className="grid gap-2">
      <Label htmlFor={`testimonial-${name}`}>{label}</Label>
      <Input id={`testimonial-${name}`} name={name} required maxLength={max} autoComplete={autoComplete} defaultValue={values[name] ?? initial} {...describe(name)} />
      {error(name)}
    </div>
  );

  return (
    <form action={action} noValidate aria-label="Testimonial" className="mt-8 grid gap-5 panel sm:p-8">
      <input type="hidden" name="token" value={token} />
      {state && !state.ok ? (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="testimonial-quote">Your testimonial</Label>
        <Textarea id="testimonial-quote" name="quote" required rows={6} maxLength={L.quote} defaultValue={values.quote} aria-describedby="testimonial-quote-hint" {...describe('quote')} />
        <p id="testimonial-quote-hint" className="text-sm text-muted-foreground">
          Up to {L.quote} characters, in your own words.
        </p>
        {error('quote')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field({ name: 'authorName', label: 'Name', max: L.authorName, autoComplete: 'name' })}
        {field({ name: 'authorRole', label: 'Role', max: L.authorRole, autoComplete: 'organization-title' })}
      </div>
      {field({ name: 'company', label: 'Company', max: L.company, autoComplete: 'organization', initial: company })}
      <div className="grid gap-2">
        <Label htmlFor="testimonial-photo">Photo (optional)</Label>
        <Input
          id="testimonial-photo"
          name="photo"
          type="file"
          accept={SUBMITTED_PHOTO_ACCEPT}
          {...describe('photo')}
          aria-describedby={errors.photo?.length ? 'testimonial-photo-hint testimonial-photo-error' : 'testimonial-photo-hint'}
          className="h-auto"
        />
        <p id="testimonial-photo-hint" className="text-sm text-muted-foreground">
          A square JPEG, PNG or WebP image up to 1 MB, shown beside your words.
        </p>
        {error('photo')}
      </div>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" name="consent" required className="mt-0.5 size-4 accent-primary" {...describe('consent')} />
          <span>I agree that my testimonial, name, role, company and photo may be published on this site.</span>
        </label>
        {error('consent')}
      </div>
      <button type="submit" disabled={isPending} className="btn btn-primary btn-md justify-self-start">
        {isPending ? TEXTS.sending : TEXTS.send}
      </button>
    </form>
  );
}
