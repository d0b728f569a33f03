import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The migrations as text, for the tests that keep the TypeScript side of each table (columns,
// constraint messages, limits) from drifting away from the SQL. Each domain's test uses these.

export const migrations = readdirSync(path.resolve('supabase/migrations'))
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(path.resolve('supabase/migrations', name), 'utf8'))
  .join('\n');

/** The named CHECK constraints (prefix_…) the migrations leave in place, in migration order. */
export function constraintsOf(prefix: string): string[] {
  const current = new Set<string>();
  for (const [, dropped, added] of migrations.matchAll(new RegExp(`drop constraint (?:if exists )?(${prefix}_[a-z_]+)|constraint (${prefix}_[a-z_]+) check`, 'g'))) {
    if (dropped) current.delete(dropped);
    if (added) current.add(added);
  }
  return [...current].sort();
}
