/**
 * RFC 4180 CSV. Every cell is quoted (quotes doubled), and a cell a spreadsheet would
 * read as a formula (starting with = + - @, tab or carriage return) gets a leading
 * apostrophe: visitors write these cells, and an export must not run their formulas.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
