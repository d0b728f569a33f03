// What the contact form and the inbox say, the choices of an enquiry and a lead, and the limits
// of a message, in one place (client-safe, zod-free). Tests check the limits and the choices
// against the migrations.

/** The longest name, message and note the forms (and public.messages) accept; the largest estimated value. */
export const MESSAGE_LIMITS = { name: 200, message: 5000, notes: 5000, serviceName: 80, value: 100_000_000 } as const;

/** The contact form's texts. Every visitor downloads them: keep only these here. */
export const CONTACT_TEXTS = {
  send: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Message Sent!',
  sentDescription: "Thank you for reaching out. I'll get back to you soon.",
  throttled: 'Too many messages. Please try again later.',
  failed: 'Your message could not be sent. Please try again in a moment.',
  // When the request itself fails (offline, the server down or answering with an error page).
  unreachable: 'Your message could not be sent. Please check your connection and try again.',
} as const;

// An enquiry's optional choices, stored as these keys and shown as their labels.

/** The choice for an enquiry that no listed service fits; never a service's slug (slugs have no "_"). */
export const OTHER_SERVICE = 'something_else';

export const BUDGETS = ['under_1000', '1000_5000', '5000_15000', 'over_15000', 'not_sure'] as const;
export type Budget = (typeof BUDGETS)[number];

export const TIMELINES = ['asap', 'within_3_months', 'later', 'not_sure'] as const;
export type Timeline = (typeof TIMELINES)[number];

export const TIMELINE_LABELS: Record<Timeline, string> = {
  asap: 'As soon as possible',
  within_3_months: 'Within 3 months',
  later: 'Later',
  not_sure: 'Not sure',
};

/** Budgets are ranges in the owner's currency (the profile's), without cents: "Under €1,000", "€1,000–5,000", "Over €15,000", "Not sure". */
export function budgetLabel(budget: Budget, currency: string): string {
  if (budget === 'not_sure') return 'Not sure';
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 });
  const plain = new Intl.NumberFormat('en-GB');
  if (budget === 'under_1000') return `Under ${money.format(1000)}`;
  if (budget === 'over_15000') return `Over ${money.format(15_000)}`;
  const [low, high] = budget.split('_').map(Number) as [number, number];
  return `${money.format(low)}–${plain.format(high)}`;
}

/** The labels of the contact form's optional fields and their empty choice. */
export const ENQUIRY_TEXTS = {
  service: 'Service',
  budget: 'Budget',
  timeline: 'Timeline',
  optional: '(optional)',
  choose: 'Choose one',
  otherService: 'Something else',
  unknownService: 'That service is no longer offered. Please choose another, or "Something else".',
  invalidChoice: 'Please choose from the list.',
} as const;

/** Where a lead stands in the owner's pipeline: new until the owner moves it. */
export const STAGES = ['new', 'qualified', 'proposal', 'won', 'lost', 'spam'] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  new: 'New',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** Stages still being worked on: only their follow-ups are due. */
export const OPEN_STAGES: readonly Stage[] = ['new', 'qualified', 'proposal'];

/** Today as the admin area counts days: UTC, YYYY-MM-DD. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** Whether a lead's follow-up is today or overdue (closed leads have none due). */
export const isFollowUpDue = (stage: Stage, followUpOn: string | null, today = utcToday()) => followUpOn !== null && followUpOn <= today && OPEN_STAGES.includes(stage);

/** The owner's inbox. */
export const INBOX_TEXTS = {
  deleted: 'Message deleted successfully',
  deleteFailed: 'Failed to delete message',
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
  leadSaved: 'Lead updated successfully',
  notFound: 'That message no longer exists.',
  forbidden: 'This account cannot read messages. Only the site owner can.',
  empty: 'No messages yet.',
  noneInStage: 'No leads in this stage.',
  leftView: 'Saved. This lead is no longer in this view.',
  exportForbidden: 'Only the owner can export leads.',
  exportFailed: 'The leads could not be read. Try again shortly.',
} as const;
