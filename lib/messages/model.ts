import 'server-only';
import { columnsOf, isoInstant } from '@/lib/data/rows';
import type { Tables } from '@/lib/supabase/database.types';

export const MESSAGE_COLUMNS = columnsOf('messages', ['id', 'name', 'email', 'message', 'sender_hash', 'created_at', 'read_at']);

/** What the owner reads: every column but the sender's hash, which only the rate limit uses. */
export const MESSAGE_SELECT = 'id, name, email, message, created_at, read_at';

export type Message = { id: string; name: string; email: string; message: string; createdAt: string; readAt: string | null };

export const toMessage = (row: Omit<Tables<'messages'>, 'sender_hash'>): Message => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: isoInstant(row.created_at),
  readAt: isoInstant(row.read_at),
});

/** What a visitor sends. */
export type NewMessage = { name: string; email: string; message: string };

/** Named CHECK constraints of public.messages → what the sender is told (checked against the migration). */
export const MESSAGE_CONSTRAINT_MESSAGES: Record<string, string> = {
  messages_name_length: 'Name must be 1 to 200 characters',
  messages_email_valid: 'Enter a valid email address, e.g. name@example.com',
  messages_message_length: 'Message must be 1 to 5,000 characters',
  messages_sender_hash_valid: 'Your message could not be sent. Please try again in a moment.',
  messages_rate_limit: 'Too many messages. Please try again later.',
};
