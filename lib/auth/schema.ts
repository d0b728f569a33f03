import { z } from 'zod';

// Required fields and an email format; no password length rule (the Auth server
// has its own and its message is shown as is).
const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(320, 'Email must be at most 320 characters')
  .pipe(z.email('Enter a valid email address, e.g. name@example.com'));

// Not trimmed: spaces can be part of a password.
const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(256, 'Password must be at most 256 characters');

export const loginSchema = z.object({ email, password });

export const signUpSchema = z.object({
  fullName: z
    .string({ error: 'Full Name is required' })
    .trim()
    .min(1, 'Full Name is required')
    .max(200, 'Full Name must be at most 200 characters'),
  email,
  password,
});

export type LoginField = keyof z.input<typeof loginSchema>;
export type SignUpField = keyof z.input<typeof signUpSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;

export const passwordResetSchema = z.object({ email });

export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string({ error: 'Confirm the new password' }).min(1, 'Confirm the new password') })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], error: 'The passwords do not match' });

/** The query of an e-mail link: a token hash and its type (the README's templates), or a one-time code (the defaults). */
export const emailLinkSchema = z.union([
  z.object({ token_hash: z.string().min(1).max(512), type: z.enum(['signup', 'recovery', 'email_change']) }),
  z.object({ code: z.string().min(1).max(512), type: z.enum(['signup', 'recovery', 'email_change']).default('signup') }),
]);
