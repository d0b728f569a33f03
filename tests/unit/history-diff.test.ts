import { describe, expect, it } from 'vitest';
import { labelOf, lineDiff, valueLines } from '@/lib/history/diff';

describe('the history line diff', () => {
  it('keeps the common lines and marks the rest removed or added, in order', () => {
    const before = ['# Title', 'First paragraph.', '', 'Old ending.'];
    const after = ['# Title', 'A new line.', 'First paragraph.', '', 'New ending.'];
    expect(lineDiff(before, after)).toEqual([
      { kind: 'same', text: '# Title' },
      { kind: 'added', text: 'A new line.' },
      { kind: 'same', text: 'First paragraph.' },
      { kind: 'same', text: '' },
      { kind: 'removed', text: 'Old ending.' },
      { kind: 'added', text: 'New ending.' },
    ]);
  });

  it('diffs against nothing', () => {
    expect(lineDiff([], ['a'])).toEqual([{ kind: 'added', text: 'a' }]);
    expect(lineDiff(['a'], [])).toEqual([{ kind: 'removed', text: 'a' }]);
    expect(lineDiff([], [])).toEqual([]);
  });

  it('diffs a long text rewritten throughout without a table of every pair of lines', () => {
    const before = ['# Title', ...Array.from({ length: 25_000 }, (_, n) => `old ${n}`), 'The end.'];
    const after = ['# Title', ...Array.from({ length: 25_000 }, (_, n) => `new ${n}`), 'The end.'];
    const lines = lineDiff(before, after);
    expect(lines).toHaveLength(50_002);
    expect([lines[0], lines[1], lines[25_001], lines.at(-1)]).toEqual([
      { kind: 'same', text: '# Title' },
      { kind: 'removed', text: 'old 0' },
      { kind: 'added', text: 'new 0' },
      { kind: 'same', text: 'The end.' },
    ]);
  });

  it('turns stored values into lines', () => {
    expect(valueLines('one\r\ntwo')).toEqual(['one', 'two']);
    expect(valueLines(['PHP', { path: 'p.png' }])).toEqual(['PHP', '{"path":"p.png"}']);
    expect(valueLines({ a: 1 })).toEqual(['{', '  "a": 1', '}']);
    expect(valueLines(null)).toEqual([]);
    expect(valueLines(false)).toEqual(['false']);
    expect(labelOf('cover_alt')).toBe('Cover alt');
  });
});
