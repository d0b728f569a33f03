import type { Metadata } from 'next';
import { KeyRound } from '@/components/ui/icons';
import { requestPasswordResetAction } from '../actions';
import { AuthForm } from '../auth-form';
import { AuthLink, AuthShell } from '../auth-shell';
import { EMAIL } from '../fields';

export const metadata: Metadata = { title: 'Reset your password', robots: { index: false, follow: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthShell
      icon={<KeyRound aria-hidden />}
      title="Reset your password"
      description="Enter the email you log in with, and we will send you a link to set a new password."
    >
      <AuthForm
        name="Reset password"
        idPrefix="reset"
        action={requestPasswordResetAction}
        fields={[EMAIL]}
        submitLabel="Send reset link"
        pendingLabel="Sending..."
        successTitle="Check your email"
      />
      <p className="mt-4 text-center">
        <AuthLink href="/auth">Back to login</AuthLink>
      </p>
    </AuthShell>
  );
}
