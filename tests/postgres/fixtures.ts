// What the global setup stores and hands to the tests (no vitest imports: it runs in the main process).

export type PostgresAccess = { port: number; password: string };

/** Accounts the global setup adds to auth.users; only `owner` is in private.owners. */
export const FIXTURE_USERS = {
  owner: '00000000-0000-4000-8000-00000000000a',
  stranger: '00000000-0000-4000-8000-00000000000b',
} as const;

/** A message the global setup stores (as postgres, the table's owner). */
export const FIXTURE_MESSAGE = '00000000-0000-4000-8000-0000000000c1';

/**
 * Messages stored before the forms' rules reached the database, as a direct API call could:
 * that migration removes the ones its rules refuse and keeps the rest.
 */
export const LEGACY_MESSAGES = {
  before: '20261124000200_database_agrees_with_forms.sql',
  rows: [
    { id: '00000000-0000-4000-8000-0000000000d1', name: 'Kept', email: 'kept@example.com', kept: true },
    { id: '00000000-0000-4000-8000-0000000000d2', name: 'Bcc', email: 'bcc@example.com?bcc=eve%40example.com', kept: false },
    { id: '00000000-0000-4000-8000-0000000000d3', name: '\n', email: 'blank@example.com', kept: false },
  ],
} as const;

const upgradeRow = (n: number) => `00000000-0000-4000-8000-0000000000e${n.toString(16)}`;

/**
 * Rows older schemas accepted, stored just before the migration that reshapes or repairs them, as
 * `supabase db push` meets them on a live project (the global setup writes them; the upgrade
 * tests read what the migrations made of them).
 */
export const UPGRADE_ROWS = {
  images: { before: '20261123000100_project_images.sql', both: upgradeRow(1), galleryOnly: upgradeRow(2), none: upgradeRow(3) },
  caseStudies: { before: '20261123000400_case_studies.sql', first: upgradeRow(4), sameTitle: upgradeRow(5), noLetters: upgradeRow(6) },
  round2: {
    before: '20261126000100_database_agrees_round_2.sql',
    nullTechnology: upgradeRow(7),
    draft: upgradeRow(8),
    altOnlyPost: upgradeRow(9),
    experience: upgradeRow(10),
    aboutDraft: upgradeRow(11),
  },
  /** Proposals written before references: two in 2026 (the first answered, then replaced by a second version) and one in 2027. */
  references: {
    before: '20261206000200_proposal_documents.sql',
    first: upgradeRow(12),
    firstV2: upgradeRow(13),
    second: upgradeRow(14),
    nextYear: upgradeRow(15),
  },
} as const;
