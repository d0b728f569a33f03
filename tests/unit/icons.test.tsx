import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { icon, type IconName } from '@/components/ui/icon';

const sprite = readFileSync('components/ui/icons.svg', 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
// The names IconName allows, read from its declaration, so a name and its drawing stay paired.
const names = [...readFileSync('components/ui/icon.tsx', 'utf8').matchAll(/^\s+\| '([^']+)';?$/gm)].map((match) => match[1]);

describe('the icon sprite', () => {
  it('draws every icon a component may name, and no other', () => {
    expect(names.length).toBeGreaterThan(10);
    expect([...symbols].sort()).toEqual([...names].sort());
  });

  it('gives each drawing its own viewBox, so <use> scales it to the icon box', () => {
    for (const symbol of sprite.match(/<symbol [^>]*>/g) ?? []) expect(symbol).toContain('viewBox="0 0 24 24"');
  });

  it('renders an icon as a reference into the sprite, hidden from screen readers', () => {
    const Mail = icon('mail' satisfies IconName);
    const html = renderToStaticMarkup(<Mail className="size-4" />);
    expect(html).toMatch(/^<svg width="24" height="24" aria-hidden="true" class="size-4"><use href="[^"]*icons[^"]*\.svg#mail"><\/use><\/svg>$/);
  });
});
