import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures receive a callback named `use`, which is not React's hook.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  globalIgnores(['.next/**', '.next-*/**', '**/node_modules/**', 'bench/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'supabase/.temp/**']),
]);
