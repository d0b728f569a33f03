import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs stay true to the tree: the folder map lists every folder of app/, components/ and lib/
// and nothing that is gone (paths-named.test.ts checks every path the docs name).

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function folders(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [`${dir}/${entry.name}`, ...folders(`${dir}/${entry.name}`)]);
}

/** The folders the map in docs/ARCHITECTURE.md lists: one per line, nested by two spaces. */
function mappedFolders(): string[] {
  const map = /## Folder map[\s\S]*?```text\n([\s\S]*?)```/.exec(read('docs/ARCHITECTURE.md'))?.[1];
  if (!map) throw new Error('docs/ARCHITECTURE.md has no folder map');
  const trail: string[] = [];
  return map
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const depth = (line.length - line.trimStart().length) / 2;
      const name = line.trim().split(/\s+/)[0]!.replace(/\/$/, '');
      trail.length = depth;
      trail.push(name);
      return trail.join('/');
    })
    .filter((folder) => folder.includes('/'));
}

describe('docs', () => {
  it('the folder map lists every folder of app/, components/ and lib/, and nothing that is gone', () => {
    const listed = mappedFolders().sort();
    const actual = ['app', 'components', 'lib'].flatMap(folders).sort();
    expect({ missing: actual.filter((folder) => !listed.includes(folder)), gone: listed.filter((folder) => !actual.includes(folder)) }).toEqual({ missing: [], gone: [] });
  });

  // Short enough to be read, and so kept true: history belongs to git, not to the docs.
  it('keeps docs/ within 60 KB and docs/DOMAINS.md within 200 lines', () => {
    const bytes = readdirSync(path.join(root, 'docs')).reduce((sum, file) => sum + Buffer.byteLength(read(`docs/${file}`)), 0);
    expect(bytes).toBeLessThanOrEqual(60_000);
    expect(read('docs/DOMAINS.md').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

});
