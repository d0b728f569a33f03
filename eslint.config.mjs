import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The boundaries docs/ARCHITECTURE.md describes, enforced: Supabase is reached only through
// lib/ (data access, auth, clients), Radix only through the primitives in components/ui, and
// routes are never imported by lib/ or components/ (a route passes its actions down as props).
const supabase = { group: ['@supabase/*'], message: 'Reach Supabase through lib/ (lib/data, lib/auth, lib/supabase).' };
const radix = { group: ['@radix-ui/*'], message: 'Radix is wrapped once in components/ui; import the primitive from there.' };
const routes = { group: ['@/app/*', '**/app/*'], message: 'lib/ and components/ never import routes: pass the server action in as a prop.' };
const lucide = {
  group: ['lucide-react'],
  message: "lucide-react's icons are client components and ship its icon code with the page: draw public icons with icon() (components/ui/icons.tsx).",
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { files: ['app/**', 'proxy.ts'], ignores: ['app/(site)/**'], rules: restrict(supabase, radix) },
  // Public pages have a JavaScript budget (docs/ARCHITECTURE.md, bundle conventions).
  { files: ['app/(site)/**'], rules: restrict(supabase, radix, lucide) },
  { files: ['components/**'], ignores: ['components/ui/**', 'components/site/**', 'components/home/**'], rules: restrict(supabase, radix, routes) },
  // The public pages' chrome and home sections ship to every visitor.
  { files: ['components/site/**', 'components/home/**'], rules: restrict(supabase, radix, routes, lucide) },
  { files: ['components/ui/**'], rules: restrict(supabase, routes) },
  { files: ['lib/**'], rules: restrict(radix, routes) },
  // Playwright fixtures receive a callback named `use`, which is not React's hook.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  globalIgnores(['.next/**', '.next-*/**', 'scripts/bench/bare-page/.next/**', '**/node_modules/**', 'bench/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'supabase/.temp/**']),
]);
