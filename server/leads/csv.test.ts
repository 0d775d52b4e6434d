import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it.each(['=1+1', '+92 300', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises the formula-like cell %j',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it('writes a header row and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('"a","b"\r\n"1",""\r\n');
  });
});
