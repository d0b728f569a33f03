// What the sign-in pages say, in one place (client-safe: no server code here).
export const AUTH_MESSAGES = {
  signedUp: 'Account created successfully! You can now log in.',
  signedUpConfirm: 'Account created! Check your email for the confirmation link, then log in.',
  /** The same answer whether or not the account exists, so the form reveals nothing. */
  resetSent: 'If an account exists for that email, a reset link is on its way.',
  resetExpired: 'This reset link has expired. Request a new one.',
  unreachable: 'The sign-in service could not be reached. Please try again.',
} as const;
