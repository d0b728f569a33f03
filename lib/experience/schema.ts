import { z } from 'zod';
import { EXPERIENCE_LIMITS as L } from '@/lib/experience/vocabulary';
import { checkbox, optionalLabel, optionalMonth, requiredText as text } from '@/lib/validation/fields';
import { splitList } from '@/lib/projects/schema';

/** One highlight per line, at most five. */
const highlights = z
  .string()
  .max(L.highlights * (L.highlight + 2), 'Highlights is too long')
  .optional()
  .transform((value) =>
    (value ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(L.highlight, `Each highlight must be at most ${L.highlight} characters`))
      .max(L.highlights, `At most ${L.highlights} highlights, one per line`),
  );

const technologies = z
  .string()
  .max(L.technologies * (L.technology + 2), 'Technologies is too long')
  .optional()
  .transform((value) => splitList(value ?? ''))
  .pipe(
    z
      .array(z.string().max(L.technology, `Each technology must be at most ${L.technology} characters`))
      .max(L.technologies, `At most ${L.technologies} technologies`),
  );

export const experienceSchema = z
  .object({
    role: text('Role', L.role),
    organisation: text('Organisation', L.organisation),
    location: optionalLabel('Location', L.location),
    startMonth: optionalMonth('Start').refine((value) => value !== null, 'Start is required'),
    endMonth: optionalMonth('End'),
    isCurrent: checkbox(),
    summary: text('Summary', L.summary),
    highlights,
    technologies,
  })
  .superRefine((entry, ctx) => {
    if (entry.isCurrent && entry.endMonth) ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'A current role has no end: leave End empty' });
    if (!entry.isCurrent && !entry.endMonth) ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'End is required unless this is your current role' });
    if (entry.startMonth && entry.endMonth && entry.endMonth < entry.startMonth) ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'End cannot be before Start' });
  });

export type ExperienceFormField = keyof z.input<typeof experienceSchema>;
export type ExperienceInput = z.output<typeof experienceSchema>;
