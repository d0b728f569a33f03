import { z } from 'zod';
import { RESUME_LIMITS, RESUME_TEXTS } from './vocabulary';

/** What the admin's panel sends: the chosen file's text (its bytes are counted again on the server). */
export const resumeFileSchema = z.object({ text: z.string().max(RESUME_LIMITS.bytes, RESUME_TEXTS.tooLarge) });

/** The switch: whether the site offers /resume.json. */
export const resumeSwitchSchema = z.object({ offered: z.boolean() });
