import 'server-only';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { NewMessage } from '@/lib/messages/model';
import { budgetLabel, TIMELINE_LABELS } from '@/lib/messages/vocabulary';

// An optional e-mail to the owner for every stored message, when SMTP settings are given. The
// inbox in /admin is the record; a mail that fails is logged and never changes the answer the
// visitor gets.

const smtpSchema = z.object({
  host: z.string().min(1),
  port: z.coerce.number({ error: 'SMTP_PORT must be a port number' }).int().min(1).max(65535).default(587),
  user: z.string().optional(),
  password: z.string().optional(),
  from: z.string({ error: 'SMTP_FROM is missing' }).min(1, 'SMTP_FROM is missing'),
  to: z.string({ error: 'SMTP_TO is missing' }).min(1, 'SMTP_TO is missing'),
});

type SmtpSettings = z.infer<typeof smtpSchema>;

/**
 * The SMTP settings from the environment, or null when mail is not set up (no SMTP_HOST) or the
 * settings are incomplete, which is logged with what is wrong.
 */
export function smtpSettings(env: Record<string, string | undefined> = process.env): SmtpSettings | null {
  if (!env.SMTP_HOST) return null;
  const blankToUndefined = (value: string | undefined) => value || undefined;
  const result = smtpSchema.safeParse({
    host: env.SMTP_HOST,
    port: blankToUndefined(env.SMTP_PORT),
    user: blankToUndefined(env.SMTP_USER),
    password: blankToUndefined(env.SMTP_PASSWORD),
    from: blankToUndefined(env.SMTP_FROM),
    to: blankToUndefined(env.SMTP_TO),
  });
  if (result.success) return result.data;
  console.error(`[mail] SMTP_HOST is set but no mail is sent: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  return null;
}

export type NotifyResult = 'sent' | 'disabled' | 'failed';

/** The mail's subject and text: the message, then what the visitor chose (only what they did). */
export function notification(message: NewMessage): { subject: string; text: string } {
  const choices = [
    message.service ? `Service: ${message.service.name}` : null,
    message.budget ? `Budget: ${budgetLabel(message.budget.key, message.budget.currency)}` : null,
    message.timeline ? `Timeline: ${TIMELINE_LABELS[message.timeline]}` : null,
  ].filter(Boolean);
  return {
    subject: `New message from ${message.name}`,
    text: [`${message.name} <${message.email}> wrote:`, message.message, ...(choices.length ? [choices.join('\n')] : []), 'Read and answer it in /admin/messages.'].join('\n\n'),
  };
}

export async function notifyOwner(message: NewMessage, settings = smtpSettings()): Promise<NotifyResult> {
  return mailOwner({ ...notification(message), replyTo: { name: message.name, address: message.email } }, settings);
}

/** Any mail to the owner (a new message, a proposal's answer), when SMTP is set up. */
export async function mailOwner(mail: { subject: string; text: string; replyTo?: { name: string; address: string } }, settings = smtpSettings()): Promise<NotifyResult> {
  if (!settings) return 'disabled';
  try {
    const transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      // 465 is TLS from the start; other ports upgrade with STARTTLS when the server offers it.
      secure: settings.port === 465,
      auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
      connectionTimeout: 10_000,
    });
    await transport.sendMail({ from: settings.from, to: settings.to, ...mail });
    return 'sent';
  } catch (error) {
    console.error('[mail] the notification was not sent:', error instanceof Error ? error.message : error);
    return 'failed';
  }
}
