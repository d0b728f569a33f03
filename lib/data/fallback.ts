import 'server-only';

/**
 * Runs a public read; if the backend fails, logs it and answers `fallback` instead of
 * throwing, so a visitor sees an empty state or 'Project Not Found', never an error page.
 * Cached pages keep their last good data anyway (see lib/data/cache.ts).
 */
export async function withFallback<T>(what: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`[data] ${what} failed:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
