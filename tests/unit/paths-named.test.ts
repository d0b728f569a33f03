import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every repository path a doc or a comment names exists, so a file that moves or goes leaves no
// pointer behind. A path is a word that starts with one of the repository's top folders
// (`lib/env.ts`), or `./`, `../` (from the file it is in), or a bare file name with a source
// extension (`feed.ts`: some file of the repository has that name). Placeholders and patterns
// (`lib/<domain>/`, `*.ts`, `${name}`) name no one path and are left out, as are web addresses.

const root = path.resolve(import.meta.dirname, '..', '..');
const TOP_FOLDERS = new Set(['.ci', 'app', 'components', 'docs', 'lib', 'patches', 'public', 'scripts', 'supabase', 'tests', 'types']);
// A bare `.js` name is left out: it is a product (Next.js) or a package's file far more often than ours.
const BARE_FILE = /^[\w@+-][\w.@+-]*\.(tsx?|[cm]js|json|md|sql|css|svg|toml|patch)$/;
// Made by running something, never committed: local data, installed packages, build output.
const UNTRACKED = /(^|\/)(\.temp|node_modules|\.next[\w-]*|next-env\.d\.ts|test-results|\.git)(\/|$)/;

const PAIRS = [['(', ')'], ['[', ']']] as const;

/** Whether the word's first character opens a bracket that its last one closes. */
function isWrapped(word: string, open: string, close: string): boolean {
  if (!word.startsWith(open) || !word.endsWith(close)) return false;
  let depth = 0;
  for (let index = 0; index < word.length; index++) {
    depth += word[index] === open ? 1 : word[index] === close ? -1 : 0;
    if (depth === 0) return index === word.length - 1;
  }
  return false;
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** A word as written, less the punctuation and markup around it. */
function trimWord(word: string): string {
  let trimmed = word;
  for (let before = ''; before !== trimmed; ) {
    before = trimmed;
    trimmed = trimmed
      .replace(/^\*\*|([^/])\*\*$/, '$1')
      .replace(/^@\//, '')
      .replace(/[#?].*$/, '')
      .replace(/:\d+(:\d+)?$/, '')
      .replace(/[.,:;!]+$/, '');
    for (const [open, close] of PAIRS) {
      if (isWrapped(trimmed, open, close)) trimmed = trimmed.slice(1, -1);
      if (trimmed.startsWith(open) && count(trimmed, open) > count(trimmed, close)) trimmed = trimmed.slice(1);
      if (trimmed.endsWith(close) && count(trimmed, close) > count(trimmed, open)) trimmed = trimmed.slice(0, -1);
    }
  }
  return trimmed;
}

/** `lib/posts/{model,public}.ts` → both paths. */
const expandBraces = (word: string): string[] => {
  const braces = /\{([^{}]+)\}/.exec(word);
  return braces ? braces[1]!.split(',').flatMap((part) => expandBraces(word.replace(braces[0], part))) : [word];
};

/** The repository paths a text names, as written (relative ones still relative). */
export function namedPaths(text: string): string[] {
  return text
    .replace(/\b[a-z][\w+.-]*:\/\/[^\s`'"<>)]*/gi, ' ')
    .split(/[\s`'"|]+|\]\(/)
    .map(trimWord)
    .filter((word) => !/[<>*…$%=]|\.\.\.|\/\//.test(word) && !UNTRACKED.test(word))
    .filter((word) => (word.includes('/') ? TOP_FOLDERS.has(word.split('/')[0]!) || /^\.\.?\//.test(word) : BARE_FILE.test(word)))
    .flatMap(expandBraces);
}

const { StringLiteral, NoSubstitutionTemplateLiteral, TemplateHead, TemplateMiddle, TemplateTail, RegularExpressionLiteral } = ts.SyntaxKind;
const LITERALS = new Set([StringLiteral, NoSubstitutionTemplateLiteral, TemplateHead, TemplateMiddle, TemplateTail, RegularExpressionLiteral]);

/** The comments of a TypeScript or JavaScript file: `//` and `/*` outside its strings, templates, regexes and JSX text. */
export function scriptComments(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const literals: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (LITERALS.has(node.kind)) literals.push([node.getStart(file), node.end]);
    else if (node.kind === ts.SyntaxKind.JsxText) literals.push([node.pos, node.end]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  literals.sort(([a], [b]) => a - b);
  const comments: string[] = [];
  for (let index = 0, literal = 0; index < source.length; index++) {
    while (literal < literals.length && literals[literal]![1] <= index) literal++;
    if (literal < literals.length && literals[literal]![0] <= index) index = literals[literal]![1] - 1;
    else if (source.startsWith('//', index) || source.startsWith('/*', index)) {
      const end = source.startsWith('//', index) ? source.indexOf('\n', index) : source.indexOf('*/', index + 2) + 2;
      const stop = end <= index ? source.length : end;
      comments.push(source.slice(index, stop));
      index = stop - 1;
    }
  }
  return comments;
}

/** The comments of an SQL file: `--` to the end of the line and `/* … *\/`, not inside a string. */
export function sqlComments(source: string): string[] {
  return [...source.matchAll(/'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\//g)].map((match) => match[0]).filter((token) => !token.startsWith("'"));
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (UNTRACKED.test(relative)) return [];
    return entry.isDirectory() ? [relative, ...filesUnder(relative)] : [relative];
  });
}

const everything = filesUnder('');
const names = new Set(everything.map((file) => path.basename(file)));

/** What a file says in prose: a doc whole, a script's or an SQL file's comments. */
function prose(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.md')) return [source];
  if (file.endsWith('.sql')) return sqlComments(source);
  return scriptComments(source, file);
}

function exists(named: string, from: string): boolean {
  if (!named.includes('/')) return names.has(named);
  const resolved = /^\.\.?\//.test(named) ? path.join(path.dirname(from), named) : named;
  // A module may be named as an import names it, without its extension.
  return !resolved.startsWith('..') && ['', '.ts', '.tsx', '.mjs'].some((extension) => existsSync(path.join(root, resolved + extension)));
}

const SCRIPT = /\.(tsx?|[cm]?js)$/;
const scanned = everything.filter(
  (file) =>
    (/^docs\/.*\.md$/.test(file) || file === 'README.md') ||
    (/^(app|components|lib|scripts|supabase|tests|types)\//.test(file) && SCRIPT.test(file)) ||
    (!file.includes('/') && SCRIPT.test(file)) ||
    (file.startsWith('supabase/') && file.endsWith('.sql')),
);
// Read once, as the test file loads: parsing every script is the slow part.
const mentions = scanned.flatMap((file) =>
  prose(file)
    .flatMap(namedPaths)
    .map((named) => ({ file, named })),
);

describe('paths named in docs and comments', () => {
  it('finds paths in prose, and leaves out placeholders, patterns and web addresses', () => {
    expect(namedPaths('See `lib/data/throttle.ts`, and (docs/TESTING.md).')).toEqual(['lib/data/throttle.ts', 'docs/TESTING.md']);
    expect(namedPaths('app/(site)/blog/[slug]/page.tsx and app/admin/(dashboard)/(projects)/')).toEqual(['app/(site)/blog/[slug]/page.tsx', 'app/admin/(dashboard)/(projects)/']);
    expect(namedPaths('(`app/(site)/page.tsx`) [the map](docs/ARCHITECTURE.md#folder-map) lib/env.ts:12')).toEqual(['app/(site)/page.tsx', 'docs/ARCHITECTURE.md', 'lib/env.ts']);
    expect(namedPaths('`lib/posts/{model,public}.ts`')).toEqual(['lib/posts/model.ts', 'lib/posts/public.ts']);
    expect(namedPaths('lib/<domain>/public.ts, tests/e2e/*.spec.ts, lib/${name}.ts, lib/… supabase/.temp/keys')).toEqual([]);
    expect(namedPaths('https://github.com/supabase/supabase/blob/main/lib/x.ts and /admin/messages or next/og.js')).toEqual([]);
    expect(namedPaths('./icons.svg ../ui/icon.tsx feed.ts Next.js response.json() e.g. v1.2')).toEqual(['./icons.svg', '../ui/icon.tsx', 'feed.ts']);
  });

  it('reads comments, not strings or JSX text', () => {
    const source = [
      "// lib/one.ts",
      "const url = 'http://x/lib/two.ts'; /* lib/three.ts */",
      'const a = <p>// lib/four.ts {/* lib/five.ts */}</p>;',
      '/** lib/six.ts */ export const b = `// lib/seven.ts`;',
    ].join('\n');
    expect(scriptComments(source, 'x.tsx').flatMap(namedPaths).sort()).toEqual(['lib/five.ts', 'lib/one.ts', 'lib/six.ts', 'lib/three.ts']);
    expect(sqlComments("select '-- lib/a.ts' -- lib/b.ts\n/* lib/c.ts */ 'it''s -- lib/d.ts'").flatMap(namedPaths)).toEqual(['lib/b.ts', 'lib/c.ts']);
  });

  it('every repository path a doc or a comment names exists', () => {
    expect(scanned.length).toBeGreaterThan(300);
    expect(mentions.length).toBeGreaterThan(300);
    const missing = mentions.filter(({ file, named }) => !exists(named, file)).map(({ file, named }) => `${file}: ${named}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
