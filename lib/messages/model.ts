import 'server-only';
import { columnsOf, isoInstant, oneOf, selectList } from '@/lib/data/rows';
import type { Tables } from '@/lib/supabase/database.types';
import { CURRENCY_CODES, type CurrencyCode } from '@/lib/validation/currencies';
import {
  BUDGETS,
  ENQUIRY_TEXTS,
  MESSAGE_LIMITS,
  OTHER_SERVICE,
  STAGES,
  TIMELINES,
  type Budget,
  type Stage,
  type Timeline,
} from '@/lib/messages/vocabulary';

/** What the owner reads: every column but the sender's hash, which only the rate limit uses. */
const OWNER_COLUMNS = [
  'id',
  'name',
  'email',
  'message',
  'created_at',
  'read_at',
  'service',
  'service_name',
  'budget',
  'budget_currency',
  'timeline',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'stage',
  'value_amount',
  'value_currency',
  'follow_up_on',
  'notes',
] as const;

export const MESSAGE_COLUMNS = columnsOf('messages', [...OWNER_COLUMNS, 'sender_hash']);

export const MESSAGE_SELECT = selectList(OWNER_COLUMNS);

export const STAGE_CHANGE_SELECT = 'message_id, from_stage, to_stage, changed_at';

/** A service the visitor chose: its slug (or OTHER_SERVICE) and its name when they chose it. */
export type ChosenService = { key: string; name: string };
/** A budget range and the currency its figures were in. */
export type ChosenBudget = { key: Budget; currency: CurrencyCode };
/** Where the visitor came from: the referrer's host and the UTM campaign, each null when none. */
export type Source = { referrer: string | null; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null };
/** An exact decimal ("4500.5"), never summed as a float, in its currency. */
export type Money = { amount: string; currency: CurrencyCode };
export type StageChange = { from: Stage; to: Stage; at: string };

/** A message and the lead it is. */
export type Message = {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  service: ChosenService | null;
  budget: ChosenBudget | null;
  timeline: Timeline | null;
  source: Source;
  stage: Stage;
  value: Money | null;
  /** YYYY-MM-DD (UTC). */
  followUpOn: string | null;
  notes: string | null;
  /** Oldest first. */
  history: StageChange[];
};

export type MessageRow = Omit<Tables<'messages'>, 'sender_hash'>;

const currency = (value: string, column: string) => oneOf(CURRENCY_CODES, value, column);

// The amount is a numeric the API carries as a JSON number: every amount the CHECK lets in (whole
// cents, at most 100,000,000) has at most 11 significant digits, which a double keeps exactly, so
// String() gives back the stored decimal.
const moneyOf = (amount: number | null, code: string | null): Money | null =>
  amount !== null && code !== null ? { amount: String(amount), currency: currency(code, 'messages.value_currency') } : null;

export const toMessage = (row: MessageRow, history: StageChange[] = []): Message => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: isoInstant(row.created_at),
  readAt: isoInstant(row.read_at),
  service: row.service === null ? null : { key: row.service, name: row.service === OTHER_SERVICE ? ENQUIRY_TEXTS.otherService : (row.service_name ?? row.service) },
  budget:
    row.budget === null || row.budget_currency === null
      ? null
      : { key: oneOf(BUDGETS, row.budget, 'messages.budget'), currency: currency(row.budget_currency, 'messages.budget_currency') },
  timeline: row.timeline === null ? null : oneOf(TIMELINES, row.timeline, 'messages.timeline'),
  source: { referrer: row.referrer_host, utmSource: row.utm_source, utmMedium: row.utm_medium, utmCampaign: row.utm_campaign },
  stage: oneOf(STAGES, row.stage, 'messages.stage'),
  value: moneyOf(row.value_amount, row.value_currency),
  followUpOn: row.follow_up_on,
  notes: row.notes,
  history,
});

export const toStageChange = (row: { from_stage: string; to_stage: string; changed_at: string }): StageChange => ({
  from: oneOf(STAGES, row.from_stage, 'message_stage_changes.from_stage'),
  to: oneOf(STAGES, row.to_stage, 'message_stage_changes.to_stage'),
  at: isoInstant(row.changed_at),
});

/** What a visitor sends, with what they chose and where they came from (each optional). */
export type NewMessage = {
  name: string;
  email: string;
  message: string;
  service?: ChosenService | null;
  budget?: ChosenBudget | null;
  timeline?: Timeline | null;
  source?: Source;
};

/** The owner's changes to a lead. */
export type LeadChanges = { stage: Stage; value: Money | null; followUpOn: string | null; notes: string | null };

/** Named CHECK constraints of public.messages → what the sender or the owner is told (checked against the migration). */
export const MESSAGE_CONSTRAINT_MESSAGES: Record<string, string> = {
  messages_name_length: 'Name must be 1 to 200 characters',
  messages_email_valid: 'Enter a valid email address, e.g. name@example.com',
  messages_message_length: 'Message must be 1 to 5,000 characters',
  messages_sender_hash_valid: 'Your message could not be sent. Please try again in a moment.',
  messages_rate_limit: 'Too many messages. Please try again later.',
  messages_visitor_fields: 'Your message could not be sent. Please try again in a moment.',
  messages_service_valid: ENQUIRY_TEXTS.invalidChoice,
  messages_service_name_valid: ENQUIRY_TEXTS.invalidChoice,
  messages_budget_valid: ENQUIRY_TEXTS.invalidChoice,
  messages_budget_currency_valid: ENQUIRY_TEXTS.invalidChoice,
  messages_timeline_valid: ENQUIRY_TEXTS.invalidChoice,
  messages_referrer_host_valid: 'Your message could not be sent. Please try again in a moment.',
  messages_utm_valid: 'Your message could not be sent. Please try again in a moment.',
  messages_stage_valid: 'Choose a stage from the list',
  messages_value_amount_valid: `Estimated value must be an amount from 0 to ${MESSAGE_LIMITS.value.toLocaleString('en-US')} with at most 2 decimals`,
  messages_value_currency_valid: 'Choose a currency from the list',
  messages_value_complete: 'Give the estimated value with its currency',
  messages_follow_up_valid: 'The follow-up cannot be before the day the message arrived',
  messages_notes_length: `Notes must be at most ${MESSAGE_LIMITS.notes.toLocaleString('en-US')} characters`,
};
