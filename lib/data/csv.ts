/** A cell as CSV wants it; a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line and one line per row, CRLF-separated as RFC 4180 has it. */
export function toCsvText(head: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [head, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
