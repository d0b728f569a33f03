import { z } from 'zod';
import { EXPERIENCE_LIMITS as L } from '@/lib/experience/vocabulary';
import { checkbox, itemList, optionalLabel, optionalMonth, requiredText as text } from '@/lib/validation/fields';

export const experienceSchema = z
  .object({
    role: text('Role', L.role),
    organisation: text('Organisation', L.organisation),
    location: optionalLabel('Location', L.location),
    startMonth: optionalMonth('Start').refine((value) => value !== null, 'Start is required'),
    endMonth: optionalMonth('End'),
    isCurrent: checkbox(),
    summary: text('Summary', L.summary),
    highlights: itemList({ label: 'Highlights', item: 'highlight', items: 'highlights', count: L.highlights, max: L.highlight, by: 'line' }),
    technologies: itemList({ label: 'Technologies', item: 'technology', items: 'technologies', count: L.technologies, max: L.technology, by: 'comma' }),
  })
  .superRefine((entry, ctx) => {
    if (entry.isCurrent && entry.endMonth) ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'A current role has no end: leave End empty' });
    if (!entry.isCurrent && !entry.endMonth) ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'End is required unless this is your current role' });
    if (entry.startMonth && entry.endMonth && entry.endMonth < entry.startMonth) ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'End cannot be before Start' });
  });

export type ExperienceFormField = keyof z.input<typeof experienceSchema>;
export type ExperienceInput = z.output<typeof experienceSchema>;
