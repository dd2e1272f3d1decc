import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, writeCsv } from './csv-export.js';

describe('CSV export', () => {
  it('puts a quote before every cell a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+2', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")'])
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  });
  it('leaves text and plain numbers as they are', () => {
    for (const cell of ['Ada', '12.50', '-12.50', '+3', '', 'a=b', ' =x'])
      expect(neutraliseCsvCell(cell)).toBe(cell);
  });
  it('writes rows by column or as arrays, quoting what needs it, and reads back neutralised', () => {
    const csv = writeCsv(['name', 'note'], [{ name: '=cmd|"/C calc"!A0', note: 'a, b' }, ['@x', '-1']]);
    expect(Papa.parse(csv).data).toEqual([
      ['name', 'note'],
      [`'=cmd|"/C calc"!A0`, 'a, b'],
      ["'@x", '-1'],
    ]);
  });
});
