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
  message: "lucide-react's icons ship their drawings as code: outside the admin area, draw from the sprite (components/ui/icons.tsx).",
};
const byPath = {
  group: ['next/cache'],
  importNames: ['revalidatePath'],
  message: 'Expire what a public page read with revalidateTags (lib/data/revalidate.ts); only the admin area refreshes its own pages by path.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // lucide-react stays in the admin area: everything else, the public pages' lazy parts too, draws from the sprite.
  { files: ['app/**', 'proxy.ts'], ignores: ['app/admin/**'], rules: restrict(supabase, radix, lucide, byPath) },
  { files: ['app/admin/**'], rules: restrict(supabase, radix) },
  { files: ['components/**'], ignores: ['components/ui/**', 'components/admin/**'], rules: restrict(supabase, radix, routes, lucide, byPath) },
  { files: ['components/admin/**'], rules: restrict(supabase, radix, routes, byPath) },
  { files: ['components/ui/**'], rules: restrict(supabase, routes, lucide, byPath) },
  { files: ['lib/**'], rules: restrict(radix, routes, lucide, byPath) },
  // Playwright fixtures receive a callback named `use`, which is not React's hook.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  globalIgnores(['.next/**', '.next-*/**', 'scripts/bench/bare-page/.next/**', '**/node_modules/**', 'bench/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'supabase/.temp/**']),
]);
