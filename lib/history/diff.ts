// A readable line diff for the history page: the longest common subsequence of two texts' lines,
// the rest marked as removed or added. Small on purpose; its table grows with the product of the
// two line counts, so the lines both ends share are set aside first, and a middle too large for
// MAX_CELLS (a long post rewritten throughout) is shown as removed, then added.

export type DiffLine = { kind: 'same' | 'removed' | 'added'; text: string };

/** About 16 MB of table at most. */
const MAX_CELLS = 4_000_000;

/** The lines of `before` and `after` in order, each kept, removed or added. */
export function lineDiff(before: readonly string[], after: readonly string[]): DiffLine[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  const same = (lines: readonly string[]) => lines.map((text): DiffLine => ({ kind: 'same', text }));
  return [
    ...same(before.slice(0, start)),
    ...middleDiff(before.slice(start, before.length - end), after.slice(start, after.length - end)),
    ...same(before.slice(before.length - end)),
  ];
}

function middleDiff(before: readonly string[], after: readonly string[]): DiffLine[] {
  const rows = before.length;
  const columns = after.length;
  if ((rows + 1) * (columns + 1) > MAX_CELLS) {
    return [...before.map((text): DiffLine => ({ kind: 'removed', text })), ...after.map((text): DiffLine => ({ kind: 'added', text }))];
  }
  // common[i][j]: the length of the longest common subsequence of before[i..] and after[j..].
  const common = Array.from({ length: rows + 1 }, () => new Uint32Array(columns + 1));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      common[i]![j] = before[i] === after[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (before[i] === after[j]) {
      lines.push({ kind: 'same', text: before[i]! });
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) {
      lines.push({ kind: 'removed', text: before[i++]! });
    } else {
      lines.push({ kind: 'added', text: after[j++]! });
    }
  }
  while (i < rows) lines.push({ kind: 'removed', text: before[i++]! });
  while (j < columns) lines.push({ kind: 'added', text: after[j++]! });
  return lines;
}

/** A stored value as lines: text by its lines, a list one item a line, anything else as JSON. */
export function valueLines(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') return value.split(/\r?\n/);
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  if (typeof value === 'object') return JSON.stringify(value, null, 2).split('\n');
  return [String(value)];
}

/** A column's name as a label: cover_alt → 'Cover alt'. */
export const labelOf = (column: string) => column.charAt(0).toUpperCase() + column.slice(1).replaceAll('_', ' ');
