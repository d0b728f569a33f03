import type { Metadata } from 'next';
import { KeyRound } from '@/components/ui/icons';
import { getSession } from '@/lib/auth/session';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { updatePasswordAction } from '../actions';
import { AuthForm } from '../auth-form';
import { AuthLink, AuthShell } from '../auth-shell';
import { newPassword } from '../fields';

export const metadata: Metadata = { title: 'Set a new password', robots: { index: false, follow: false } };

/** Where a password-reset link lands (through /auth/confirm, which signed the browser in). */
export default async function ResetPasswordPage() {
  const { user } = await getSession();
  if (!user) {
    return (
      <AuthShell icon={<KeyRound aria-hidden />} title="Set a new password" description={AUTH_MESSAGES.resetExpired}>
        <p className="text-center">
          <AuthLink href="/auth/forgot-password">Request a new reset link</AuthLink>
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell icon={<KeyRound aria-hidden />} title="Set a new password" description={`For ${user.email ?? 'your account'}.`}>
      <AuthForm
        name="Set a new password"
        idPrefix="new-password"
        action={updatePasswordAction}
        fields={[newPassword('password', 'New password'), newPassword('confirmPassword', 'Confirm new password')]}
        submitLabel="Update password"
        pendingLabel="Updating..."
      />
    </AuthShell>
  );
}
