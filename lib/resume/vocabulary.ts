// JSON Resume (jsonresume.org schema v1) in and out: limits and the admin's texts. Zod-free and
// client-safe.

export const RESUME_LIMITS = {
  /** The largest resume.json the import reads. */
  bytes: 1024 * 1024,
  /** How many problems of a refused file the owner is shown. */
  problems: 5,
} as const;

/** Where the site offers its resume. */
export const RESUME_PATH = '/resume.json';

/** The published schema the export names and the import checks against. */
export const RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export const RESUME_TEXTS = {
  imported: 'Resume imported successfully',
  offered: 'resume.json is offered successfully',
  withdrawn: 'resume.json is withdrawn successfully',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  tooLarge: 'The file is larger than 1 MB.',
  notJson: 'The file is not valid JSON.',
  notResume: 'The file does not follow the JSON Resume schema:',
  notValid: 'The resume cannot be imported as it is:',
  noProfile: 'Save the profile once before importing a resume.',
  failed: 'The resume could not be imported. Nothing was changed.',
  nothingToChange: 'The resume matches what the site already shows: nothing to change.',
  more: (count: number) => `…and ${count} more`,
} as const;
