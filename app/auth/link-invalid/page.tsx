import type { Metadata } from 'next';
import { LinkIcon } from '@/components/ui/icons';
import { AuthLink, AuthShell } from '../auth-shell';

export const metadata: Metadata = { title: 'Link expired', robots: { index: false, follow: false } };

/** Where /auth/confirm sends a link it cannot complete. */
export default function LinkInvalidPage() {
  return (
    <AuthShell
      icon={<LinkIcon aria-hidden />}
      title="This link has expired"
      description="The confirmation or password-reset link is invalid, incomplete or already used. Each link works once, for a limited time."
    >
      <div className="flex flex-col items-center gap-3">
        <AuthLink href="/auth">Back to login</AuthLink>
        <AuthLink href="/auth/forgot-password">Request a new reset link</AuthLink>
      </div>
    </AuthShell>
  );
}
