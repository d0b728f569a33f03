import { z } from 'zod';
import { publicSiteUrlProblem } from './site-url.mjs';

// Client code gets these inlined at build time, so each is read by its literal name.
const envSchema = z.object({
  supabaseUrl: z.url({ protocol: /^https?$/, error: 'NEXT_PUBLIC_SUPABASE_URL must be the http(s) URL of your Supabase project' }),
  supabaseKey: z.string({ error: 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or the legacy NEXT_PUBLIC_SUPABASE_ANON_KEY) is missing' }).min(1, 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is empty'),
  siteUrl: z.url({ protocol: /^https?$/, error: 'NEXT_PUBLIC_SITE_URL must be an http(s) URL' }).default('http://localhost:3000'),
  // Server only (never NEXT_PUBLIC_): the throttles, the inbox writes and the hashes need it.
  secretKey: z
    .string()
    .regex(/^sb_secret_\S+$/, 'SUPABASE_SECRET_KEY must be a secret API key (sb_secret_…, Project Settings → API Keys)')
    .optional(),
  // Where the client address comes from (lib/request/client-address.ts).
  trustedProxyHops: z.coerce
    .number({ error: 'TRUSTED_PROXY_HOPS must be a whole number of proxies (0 to 5)' })
    .int('TRUSTED_PROXY_HOPS must be a whole number of proxies (0 to 5)')
    .min(0, 'TRUSTED_PROXY_HOPS must be a whole number of proxies (0 to 5)')
    .max(5, 'TRUSTED_PROXY_HOPS must be a whole number of proxies (0 to 5)')
    .default(0),
  onVercel: z.boolean(),
  // Server only: payments through Stripe Checkout, both or neither (lib/payments/stripe.ts).
  stripeSecretKey: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'STRIPE_SECRET_KEY must be a secret or restricted key (sk_live_…, sk_test_…, rk_…)')
    .optional(),
  stripeWebhookSecret: z.string().regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must be the webhook endpoint\'s signing secret (whsec_…)').optional(),
  // Tests only: Stripe's API answered by a stand-in on this machine.
  stripeApiBase: z
    .url({ protocol: /^https?$/, error: 'STRIPE_API_BASE must be an http(s) URL' })
    .refine((url) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname), 'STRIPE_API_BASE may only name this machine (a stand-in for tests)')
    .optional(),
}).superRefine(({ stripeSecretKey, stripeWebhookSecret }, ctx) => {
  if (stripeSecretKey && !stripeWebhookSecret) ctx.addIssue({ code: 'custom', message: 'STRIPE_WEBHOOK_SECRET is missing: with STRIPE_SECRET_KEY set, Stripe\'s events could not be verified' });
  if (stripeWebhookSecret && !stripeSecretKey) ctx.addIssue({ code: 'custom', message: 'STRIPE_SECRET_KEY is missing: with STRIPE_WEBHOOK_SECRET set, no payment page could be made' });
});

export type Env = z.infer<typeof envSchema>;

/**
 * Inside `next build` for visitors, the site's address is written into every page, feed and the
 * sitemap, so it must be the public https origin; a build for the local backend (LOCAL_BACKEND=1,
 * as `npm run build:local` and the test harness set it) may stay on localhost.
 */
function buildProblems(): string[] {
  if (process.env.NEXT_PHASE !== 'phase-production-build' || process.env.LOCAL_BACKEND === '1') return [];
  const problem = publicSiteUrlProblem(process.env.NEXT_PUBLIC_SITE_URL);
  return problem ? [problem] : [];
}

function parseEnv(): Env {
  const result = envSchema.safeParse({
    supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
    supabaseKey: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
    siteUrl: process.env.NEXT_PUBLIC_SITE_URL || undefined,
    secretKey: process.env.SUPABASE_SECRET_KEY || undefined,
    trustedProxyHops: process.env.TRUSTED_PROXY_HOPS || undefined,
    onVercel: process.env.VERCEL === '1',
    stripeSecretKey: process.env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: process.env.STRIPE_API_BASE || undefined,
  });
  const problems = [...(result.success ? [] : result.error.issues.map((issue) => issue.message)), ...buildProblems()];
  if (!result.success || problems.length > 0) {
    const list = problems.map((problem) => `  - ${problem}`).join('\n');
    throw new Error(
      `Invalid environment:\n${list}\nRun the app with \`npm run dev\` (it starts the local backend) or set these in .env.local (see .env.example).`,
    );
  }
  return { ...result.data, siteUrl: result.data.siteUrl.replace(/\/+$/, '') };
}

export const env = parseEnv();
