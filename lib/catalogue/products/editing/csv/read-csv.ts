import 'server-only';
import { CsvError, parse } from 'csv-parse/sync';
import { csvColumns } from './columns';
import { unescapeFormulaCell } from './formula-cells';
import type { CsvFile, ImportIssue } from './import-types';

const known = new Set<string>(csvColumns);

const notAColumn = `is not a column of the product CSV (${csvColumns.join(', ')})`;

/** PostgreSQL cannot store it: a check that let it through would promise an import that fails. */
const nulMessage = 'holds a NUL character (an invisible control character): remove it';

function readHeader(header: string[]): { columns: string[]; issues: ImportIssue[] } {
  const columns = header.map((name) => name.trim().toLowerCase());
  const issues: ImportIssue[] = [];
  columns.forEach((column, index) => {
    if (!known.has(column)) {
      issues.push({ row: 1, column: header[index]!, message: notAColumn });
    } else if (columns.indexOf(column) !== index) {
      issues.push({ row: 1, column, message: 'is in the header twice' });
    }
  });
  if (!columns.includes('product_sku')) {
    issues.push({
      row: 1,
      column: 'product_sku',
      message: 'is missing: every row names its product by SKU',
    });
  }
  return { columns, issues };
}

/**
 * Reads the file's rows. Empty lines are left out but keep their numbers, and a cell with
 * line breaks stays in its row, so the numbers are those a spreadsheet shows. A cell the
 * export wrote as text rather than a formula gets its quote back off (formula-cells.ts).
 */
export function readCsv(text: string): { file: CsvFile; issues: ImportIssue[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return {
      file: { columns: new Set(), rows: [] },
      issues: [{ row: line, column: null, message: `cannot be read as CSV: ${error.message}` }],
    };
  }
  const [header = [], ...body] = records;
  const { columns, issues } = readHeader(header);
  const rows: CsvFile['rows'] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length !== columns.length) {
      issues.push({
        row,
        column: null,
        message: `has ${cells.length} cells where the header has ${columns.length}`,
      });
      return;
    }
    cells.forEach((cell, at) => {
      if (cell.includes('\0')) issues.push({ row, column: columns[at]!, message: nulMessage });
    });
    rows.push({
      row,
      cells: new Map(columns.map((column, at) => [column, unescapeFormulaCell(cells[at]!)])),
    });
  });
  if (rows.length === 0 && issues.length === 0)
    issues.push({ row: 2, column: null, message: 'no products: the file has a header only' });
  return { file: { columns: new Set(columns), rows }, issues };
}
