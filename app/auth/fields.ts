import type { AuthField } from './auth-form';

// Fields more than one form of /auth asks for.

export const EMAIL = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' } as const;

/** A password being chosen: the browser may offer to generate and save one. */
export const newPassword = <F extends string>(name: F, label: string): AuthField<F> => ({ name, label, type: 'password', autoComplete: 'new-password' });
