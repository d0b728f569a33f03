import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
import { describe, expect, it } from 'vitest';
import { SKILL_COLORS } from '@/lib/skills/vocabulary';
import dropColorMixFallbacks from '../../scripts/postcss/drop-color-mix-fallbacks.cjs';

// The public stylesheet is Tailwind with an explicit source list (app/site.css): a component it
// does not list renders without the CSS of its classes, and nothing else would say so.

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The files app/site.css's @source lines cover (folders, files, and `{a,b}.{ts,tsx}` sets). */
function coveredBySiteCss(): Set<string> {
  const covered = new Set<string>();
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
    );
  for (const [, source] of read('app/site.css').matchAll(/^@source '\.\.\/([^']+)';/gm)) {
    const sets = source!.match(/^(.*)\{([^}]+)\}\.\{([^}]+)\}$/);
    if (sets) {
      for (const name of sets[2]!.split(',')) for (const ext of sets[3]!.split(',')) covered.add(`${sets[1]}${name}.${ext}`);
    } else if (existsSync(path.join(root, source!)) && statSync(path.join(root, source!)).isDirectory()) {
      for (const file of walk(source!)) covered.add(file);
    } else {
      covered.add(source!);
    }
  }
  return covered;
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;

function resolveImport(importer: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.join(path.dirname(importer), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

describe('the public stylesheet', () => {
  it('lists every component a public page imports that has classes of its own', () => {
    const covered = coveredBySiteCss();
    const missing = new Set<string>();
    const seen = new Set<string>();
    const queue = [...covered].filter((file) => /\.(ts|tsx)$/.test(file) && existsSync(path.join(root, file)));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const [, specifier] of read(file).matchAll(IMPORT)) {
        const target = resolveImport(file, specifier!);
        if (target === null || !/\.(ts|tsx)$/.test(target)) continue;
        if (target.startsWith('components/') && /className|Classes\b/.test(read(target)) && !covered.has(target)) missing.add(`${target} (imported by ${file})`);
        queue.push(target);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('has a tile colour for every skill colour', () => {
    const theme = read('app/theme.css');
    expect(SKILL_COLORS.filter((color) => !theme.includes(`.tile[data-tone='${color}']`))).toEqual([]);
  });
});

describe('drop-color-mix-fallbacks', () => {
  it('keeps the color-mix() and drops the solid fallback Tailwind writes before it', async () => {
    const from = path.join(root, 'app', 'probe.css');
    const css = `@import 'tailwindcss' source(none); @source inline('bg-primary/10 hover:bg-primary/20'); :root { --primary: red; } @theme inline { --color-primary: var(--primary); } .veil { background: color-mix(in oklab, var(--primary) 80%, transparent); }`;
    const { css: out } = await postcss([tailwind({ optimize: false }), dropColorMixFallbacks()]).process(css, { from });
    expect(out).not.toContain('@supports (color: color-mix');
    for (const selector of ['.bg-primary\\/10', '.hover\\:bg-primary\\/20:hover', '.veil']) {
      const rule = out.slice(out.indexOf(`${selector} {`));
      const body = rule.slice(0, rule.indexOf('}'));
      expect(body, selector).toContain('color-mix(in oklab, var(--primary)');
      expect(body, selector).not.toMatch(/: var\(--primary\);/);
    }
  });
});
