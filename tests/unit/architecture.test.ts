import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The boundaries docs/ARCHITECTURE.md draws, checked against the code: which folders may import
// which, no import circles, and how large a file or a component may grow.

const root = path.resolve(import.meta.dirname, '..', '..');
const SOURCE = /\.(ts|tsx)$/;
const GENERATED = new Set(['lib/supabase/database.types.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap(sourceFiles);
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|^import\s+)['"]([^'"]+)['"]/gm;

/** The repository file an import names, or null for a package. */
function resolve(importer: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.join(path.dirname(importer), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return base;
}

const imports = new Map(files.map((file) => [file, [...readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)].map((match) => resolve(file, match[1]!)).filter((target): target is string => target !== null)]));

/** lib/<folder>, components/<folder>, or the file itself for a file at the top of lib/. */
const folderOf = (file: string) => {
  const [top, second, third] = file.split('/');
  return third === undefined && top === 'lib' ? file : `${top}/${second}`;
};

describe('boundaries', () => {
  it('nothing in lib/ imports components/ or app/, and nothing in components/ imports app/', () => {
    const crossings = [...imports].flatMap(([file, targets]) =>
      targets.filter((target) => (file.startsWith('lib/') && /^(components|app)\//.test(target)) || (file.startsWith('components/') && target.startsWith('app/'))).map((target) => `${file} → ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('no two folders of lib/ or components/ import each other', () => {
    const edges = new Set<string>();
    for (const [file, targets] of imports) {
      if (file.startsWith('app/')) continue;
      for (const target of targets) if (folderOf(file) !== folderOf(target) && !target.startsWith('app/')) edges.add(`${folderOf(file)} → ${folderOf(target)}`);
    }
    const twoWay = [...edges].filter((edge) => edges.has(edge.split(' → ').reverse().join(' → '))).sort();
    expect(twoWay).toEqual([]);
  });

  it('no file imports itself through others', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') return circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
      state.set(file, 'open');
      for (const target of imports.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });
});

describe('size', () => {
  it('no file in app/, components/ or lib/ is over 300 lines', () => {
    const long = files.filter((file) => !GENERATED.has(file)).flatMap((file) => {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n').length;
      return lines > 300 ? [`${file}: ${lines}`] : [];
    });
    expect(long).toEqual([]);
  });

  it('no component is over 150 lines', () => {
    const long = files.filter((file) => file.endsWith('.tsx')).flatMap((file) => {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      return lines.flatMap((line, start) => {
        const component = /^(?:export )?(?:default )?(?:async )?function ([A-Z]\w*)\(/.exec(line)?.[1];
        if (!component) return [];
        const end = lines.findIndex((other, index) => index > start && other === '}');
        return end - start + 1 > 150 ? [`${file}: ${component} ${end - start + 1}`] : [];
      });
    });
    expect(long).toEqual([]);
  });
});
