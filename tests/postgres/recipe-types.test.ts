import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, inject, it } from 'vitest';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/database-types.mjs';

// The recipe's example list (tests/integration/recipe/, which docs/ARCHITECTURE.md points to) as
// the recipe has it: its migration, the types `npm run db:types` then generates, and its
// declaration, admin page, actions and home section, which must compile against them where the
// recipe puts them (the example's list.ts as `lib/<list>/list.ts`). The app's own type check
// leaves the example out (the committed types have no awards table); tests/integration/recipe.test.ts runs it.

const root = path.resolve(import.meta.dirname, '..', '..');
const recipe = path.join(root, 'tests', 'integration', 'recipe');

/**
 * The type errors of `files` when lib/supabase/database.types.ts reads `types`, as `tsc` reports
 * them; `previous` lends the files that did not change (the libraries') to the next check.
 */
function typeErrors(files: string[], types: string, previous?: ts.Program): { errors: string[]; program: ts.Program } {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json could not be read');
  const options = { ...config.options, incremental: false, noEmit: true, paths: { '@/lib/awards/list': [path.join(recipe, 'list.ts')], ...config.options.paths } };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === DATABASE_TYPES_FILE ? types : read(name));
  // What next-env.d.ts (written by a build) and types/ give every file of the app.
  const ambient = [path.join(root, 'node_modules', 'next', 'index.d.ts'), path.join(root, 'types', 'static-assets.d.ts')];
  const program = ts.createProgram({ rootNames: [...files, ...ambient], options, host, oldProgram: previous });
  const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${path.relative(root, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}: ` : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
  return { errors, program };
}

it('the recipe’s example compiles against the types its migration generates, and not without them', { timeout: 120_000 }, async () => {
  const migration = readFileSync(path.join(recipe, 'awards.sql'), 'utf8');
  const generated = await generateDatabaseTypes(inject('postgres'), { migration });
  expect(generated).toContain('awards: {');
  const example = ['list.ts', 'actions.ts', 'page.tsx', 'awards.tsx'].map((file) => path.join(recipe, file));
  const withTypes = typeErrors(example, generated);
  expect(withTypes.errors).toEqual([]);
  const withoutTypes = typeErrors(example, readFileSync(DATABASE_TYPES_FILE, 'utf8'), withTypes.program);
  expect(withoutTypes.errors.some((error) => error.startsWith('tests/integration/recipe/list.ts'))).toBe(true);
});
