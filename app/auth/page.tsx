import { ArrowLeft, LockKeyhole } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ThemeToggle } from '@/components/site/theme-toggle';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getSession } from '@/lib/auth/session';
import { cn } from '@/lib/utils';
import { signInAction, signUpAction } from './actions';
import { AuthForm } from './auth-form';

const EMAIL = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' } as const;

export const metadata: Metadata = { title: 'Admin Portal', robots: { index: false, follow: false } };

export default async function AuthPage() {
  // proxy.ts redirects signed-in visitors too; it is a convenience, this is the check.
  const { user } = await getSession();
  if (user) redirect('/admin');

  return (
    <div className="relative flex min-h-screen flex-col">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_45%_at_15%_0%,color-mix(in_oklch,var(--color-primary)_18%,transparent),transparent),radial-gradient(ellipse_45%_40%_at_90%_20%,color-mix(in_oklch,var(--color-accent)_14%,transparent),transparent)]"
      />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Link href="/" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3')}>
          <ArrowLeft aria-hidden /> Back to Portfolio
        </Link>
        <ThemeToggle />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0 focus:outline-none">
        <Card className="w-full max-w-md p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <span className="mb-4 grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
              <LockKeyhole className="size-6" aria-hidden />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">Admin Portal</h1>
            <p className="mt-1.5 text-sm text-muted-foreground">Log in to manage the projects on your portfolio.</p>
          </div>
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
            </TabsContent>
            <TabsContent value="signup">
              <AuthForm
                name="Sign Up"
                idPrefix="signup"
                action={signUpAction}
                fields={[
                  { name: 'fullName', label: 'Full Name', autoComplete: 'name', placeholder: 'Jane Doe' },
                  EMAIL,
                  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
                ]}
                submitLabel="Create Account"
                pendingLabel="Creating account..."
              />
            </TabsContent>
          </Tabs>
        </Card>
      </main>
    </div>
  );
}
