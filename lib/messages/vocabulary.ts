// What the contact form and the inbox say, and the limits of a message, in one place
// (client-safe). A test checks the limits against the migration.

/** The longest name and message the form (and public.messages) accept. */
export const MESSAGE_LIMITS = { name: 200, message: 5000 } as const;

/** The contact form's texts. Every visitor downloads them: keep only these here. */
export const CONTACT_TEXTS = {
  sentTitle: 'Message Sent!',
  sentDescription: "Thank you for reaching out. I'll get back to you soon.",
  throttled: 'Too many messages. Please try again later.',
  failed: 'Your message could not be sent. Please try again in a moment.',
  // When the request itself fails (offline, the server down or answering with an error page).
  unreachable: 'Your message could not be sent. Please check your connection and try again.',
} as const;

/** The owner's inbox. */
export const INBOX_TEXTS = {
  deleted: 'Message deleted successfully',
  deleteFailed: 'Failed to delete message',
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
  notFound: 'That message no longer exists.',
  forbidden: 'This account cannot read messages. Only the site owner can.',
  empty: 'No messages yet.',
} as const;
