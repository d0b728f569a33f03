import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LockKeyhole } from '@/components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getSession } from '@/lib/auth/session';
import { signInAction, signUpAction } from './actions';
import { AuthForm } from './auth-form';
import { AuthLink, AuthShell } from './auth-shell';
import { EMAIL, newPassword } from './fields';

export const metadata: Metadata = { title: 'Admin Portal', robots: { index: false, follow: false } };

export default async function AuthPage() {
  // proxy.ts redirects signed-in visitors too; it is a convenience, this is the check.
  const { user } = await getSession();
  if (user) redirect('/admin');

  return (
    <AuthShell icon={<LockKeyhole aria-hidden />} title="Admin Portal" description="Log in to manage the projects on your portfolio.">
      <Tabs defaultValue="login">
        <TabsList aria-label="Login or sign up">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <AuthForm
            name="Login"
            idPrefix="login"
            action={signInAction}
            fields={[EMAIL, { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' }]}
            submitLabel="Login"
            pendingLabel="Logging in..."
          />
          <p className="mt-4 text-center">
            <AuthLink href="/auth/forgot-password">Forgot password?</AuthLink>
          </p>
        </TabsContent>
        <TabsContent value="signup">
          <AuthForm
            name="Sign Up"
            idPrefix="signup"
            action={signUpAction}
            fields={[
              { name: 'fullName', label: 'Full Name', autoComplete: 'name', placeholder: 'Jane Doe' },
              EMAIL,
              newPassword('password', 'Password'),
            ]}
            submitLabel="Create Account"
            pendingLabel="Creating account..."
          />
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}
