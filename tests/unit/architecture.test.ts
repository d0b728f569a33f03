import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The boundaries docs/ARCHITECTURE.md draws, checked against the code: which folders may import
// which, no import circles, how large a file or a component may grow, that app/ reaches the
// database only through lib/, and that every server action is made by a wrapper.

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

describe('routes and their actions', () => {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const appFiles = files.filter((file) => file.startsWith('app/'));

  // Where a file in app/ reaches Supabase itself, and why; everything else goes through lib/.
  const REACHES_SUPABASE = new Map<string, string>([]);

  /** `.from(` and `.rpc(` on anything but a class (Array.from, Buffer.from). */
  const QUERY = /([\w$)\]]+)\s*\.(from|rpc)\(/g;
  const SUPABASE_IMPORT = /^import\s+([^;]+?)\s+from\s+['"](@\/lib\/supabase\/[\w-]+)['"]/gm;

  /** The client factories a file imports from lib/supabase (a type or a URL is not one). */
  function clientImports(text: string): string[] {
    return [...text.matchAll(SUPABASE_IMPORT)].flatMap(([, bindings, source]) => {
      if (bindings!.startsWith('type ')) return [];
      if (bindings!.includes('* as')) return [`* from ${source}`];
      const names = bindings!.replace(/[{}]/g, '').split(',').map((name) => name.trim());
      return names.filter((name) => name && !name.startsWith('type ') && /client$/i.test(name)).map((name) => `${name} from ${source}`);
    });
  }

  function supabaseUse(file: string): string[] {
    const text = read(file);
    const queries = [...text.matchAll(QUERY)].filter(([, receiver]) => !/^[A-Z]/.test(receiver!)).map(([, , call]) => `.${call}(`);
    return [...queries, ...clientImports(text)];
  }

  it('nothing in app/ queries a table, calls a database function or makes a Supabase client, except where listed', () => {
    const reaches = appFiles.filter((file) => !REACHES_SUPABASE.has(file)).flatMap((file) => supabaseUse(file).map((use) => `${file}: ${use}`));
    expect(reaches).toEqual([]);
    const needless = [...REACHES_SUPABASE.keys()].filter((file) => !existsSync(path.join(root, file)) || supabaseUse(file).length === 0);
    expect(needless).toEqual([]);
  });

  const WRAPPERS = [...read('lib/actions/define.ts').matchAll(/^export function (\w+)/gm)].map(([, name]) => name!);
  const actionFiles = appFiles.filter((file) => file.endsWith('/actions.ts'));
  const WRAPPER_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*['"]@\/lib\/actions\/define['"]/m;

  it('every export of an actions.ts file is a server action made by a wrapper of lib/actions/define.ts', () => {
    expect(WRAPPERS.length).toBeGreaterThan(0);
    expect(actionFiles.length).toBeGreaterThan(0);
    const handMade = actionFiles.flatMap((file) => {
      const text = read(file);
      const imported = (WRAPPER_IMPORT.exec(text)?.[1] ?? '').split(',').map((name) => name.trim());
      return [...text.matchAll(/^export\b.*/gm)].flatMap((match) => {
        const statement = text.slice(match.index);
        if (/^export\s+(?:type|interface)\b/.test(statement)) return [];
        const wrapper = /^export\s+const\s+\w+\s*=\s*(\w+)\s*(?:<[^>(]*>)?\s*\(/.exec(statement)?.[1];
        return wrapper && WRAPPERS.includes(wrapper) && imported.includes(wrapper) ? [] : [`${file}: ${match[0]}`];
      });
    });
    expect(handMade).toEqual([]);
  });
});
