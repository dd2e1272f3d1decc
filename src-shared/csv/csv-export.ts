// The one way a CSV file is written (the audit trail, food orders, any export): a cell a spreadsheet
// would read as a formula — one that starts with = + - @, a tab or a carriage return (OWASP "CSV
// injection") — is written with a single quote in front, so Excel, LibreOffice and Sheets show it
// as text instead of running it. A plain number ("-12.50") is left as it is: it is not a formula.
import Papa from 'papaparse';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The cell as a spreadsheet may open it safely. */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** A CSV with a header row of `columns` and one row per entry, every cell neutralised. */
export function writeCsv<C extends string>(
  columns: readonly C[],
  rows: readonly (Readonly<Record<C, string>> | readonly string[])[],
): string {
  const cells = rows.map((row) =>
    (Array.isArray(row) ? (row as readonly string[]) : columns.map((c) => (row as Record<C, string>)[c])).map(
      (cell) => neutraliseCsvCell(cell ?? ''),
    ),
  );
  return Papa.unparse({ fields: columns.map(neutraliseCsvCell), data: cells });
}
