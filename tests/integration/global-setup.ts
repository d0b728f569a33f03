import type { TestProject } from 'vitest/node';
import { startScratchBackend } from '../../scripts/harness/backend.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    backend: { url: string; publishableKey: string; secretKey: string; owner: { email: string; password: string } };
  }
}

/** One fresh, seeded local backend for every integration test file; stopped and removed after. */
export default async function setup(project: TestProject) {
  const backend = await startScratchBackend();
  // lib/env.ts reads these when the data layer is imported in the test workers.
  process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = backend.publishableKey;
  process.env.SUPABASE_SECRET_KEY = backend.secretKey;
  project.provide('backend', { url: backend.url, publishableKey: backend.publishableKey, secretKey: backend.secretKey, owner: backend.owner });
  return () => backend.stop();
}
