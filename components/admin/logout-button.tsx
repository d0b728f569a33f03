'use client';

import { LogOut } from 'lucide-react';
import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';

function SubmitButton() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant="outline" size="sm" disabled={pending}>
      <LogOut aria-hidden /> {pending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}

/** A form, so logging out works before hydration too; the server ends the session. */
export function LogoutButton({ signOut }: { signOut: () => Promise<void> }) {
  return (
    <form action={signOut}>
      <SubmitButton />
    </form>
  );
}
