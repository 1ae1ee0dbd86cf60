import { lower } from '../save/checks';
import type { ProductColumn } from './columns';
import { productColumns } from './columns';
import type { CsvFile, CsvRow, ImportIssue } from './import-types';

/** The rows of one product, in file order. */
export type RowGroup = { key: string; rows: CsvRow[] };

/** Rows by product SKU (case-insensitively), in the order products first appear. */
export function groupRows(file: CsvFile): { groups: RowGroup[]; issues: ImportIssue[] } {
  const groups = new Map<string, RowGroup>();
  const issues: ImportIssue[] = [];
  for (const row of file.rows) {
    const key = lower(row.cells.get('product_sku') ?? '');
    if (!key) {
      issues.push({ row: row.row, column: 'product_sku', message: 'is required' });
      continue;
    }
    const group = groups.get(key) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return { groups: [...groups.values()], issues };
}

export type ProductCell = { value: string; row: number };

/**
 * A product's fields from its rows: each column's first non-empty cell (an empty one in a
 * later row means "as above"), or '' when every row leaves it empty. Two rows that say
 * different things are refused.
 */
export function productCells(
  group: RowGroup,
  file: CsvFile,
): { cells: Map<ProductColumn, ProductCell>; issues: ImportIssue[] } {
  const cells = new Map<ProductColumn, ProductCell>();
  const issues: ImportIssue[] = [];
  for (const column of productColumns.filter((name) => file.columns.has(name))) {
    let found: ProductCell | undefined;
    for (const { row, cells: rowCells } of group.rows) {
      const value = rowCells.get(column)!;
      if (value.trim() === '') continue;
      if (!found) found = { value, row };
      else if (value.trim() !== found.value.trim()) {
        issues.push({
          row,
          column,
          message: `differs from row ${found.row}, which is the same product`,
        });
      }
    }
    cells.set(column, found ?? { value: '', row: group.rows[0]!.row });
  }
  return { cells, issues };
}
