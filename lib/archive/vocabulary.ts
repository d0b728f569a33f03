// The Export section's words (zod-free, client-safe).

export const ARCHIVE_TEXTS = {
  forbidden: 'Only the owner can export the content',
  failed: 'Failed to read the content',
  exportFailed: 'The content could not be read. Try again shortly.',
  signIn: 'Sign in first.',
} as const;

/** How a table is named on the page: 'message_stage_changes' → 'Message stage changes'. */
export const tableLabel = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1).replaceAll('_', ' ')}`;
