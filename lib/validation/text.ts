// Characters text fields refuse before anything reaches the database: PostgreSQL cannot store
// U+0000 at all, and the other C0 controls and DEL are never typed by a person. Zod-free, so the
// contact form's browser check uses the same rule as every server schema.

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;

/** Whether `value` holds a control character; a multi-line field may hold line breaks and tabs. */
export const hasControlCharacters = (value: string, { multiline }: { multiline: boolean }) => (multiline ? CONTROL : CONTROL_OR_BREAK).test(value);

export const controlCharactersRule = (label: string) => `${label} cannot contain control characters`;
