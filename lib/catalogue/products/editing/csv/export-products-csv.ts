import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { AdminProductQuery } from '@/lib/catalogue/schemas/product-editor';
import { adminProductFilters } from '../list/admin-product-filters';
import { adminProductOrder } from '../list/admin-product-order';
import { readProductStates, type ProductState } from '../state/product-state';
import { productCellValues, variantCellValues } from './cell-values';
import { csvColumns, variantColumns, type CsvColumn, type VariantColumn } from './columns';
import { escapeFormulaCell } from './formula-cells';
import { readSlugLookups, type SlugLookups } from './slug-lookups';

export type ExportQuery = Pick<AdminProductQuery, 'q' | 'category' | 'status' | 'stock' | 'sort'>;

const noVariant = Object.fromEntries(variantColumns.map((column) => [column, ''])) as Record<
  VariantColumn,
  string
>;

/** Products are read this many at a time, so that a large catalogue is never in memory whole. */
const batchSize = 500;

const escaped = (row: Record<CsvColumn, string>) =>
  Object.fromEntries(
    Object.entries(row).map(([column, cell]) => [column, escapeFormulaCell(cell)]),
  ) as Record<CsvColumn, string>;

function rowsOf(state: ProductState, lookups: SlugLookups): Record<CsvColumn, string>[] {
  const product = productCellValues(state, lookups);
  if (state.variants.length === 0) return [escaped({ ...product, ...noVariant })];
  return state.variants.map((variant) => escaped({ ...product, ...variantCellValues(variant) }));
}

/**
 * The products the staff list shows for these filters (all of them without any), with
 * their variants and stock, as CSV text that importProductsCsv takes back unchanged. A
 * cell a spreadsheet would run as a formula is written as text (formula-cells.ts).
 */
export async function exportProductsCsv(query: ExportQuery): Promise<string> {
  const db = getDb();
  const where = await adminProductFilters(db, query);
  const ids =
    where === null
      ? []
      : (
          await db
            .select({ id: products.id })
            .from(products)
            .where(where)
            .orderBy(...adminProductOrder(query.sort))
        ).map((row) => row.id);
  const lookups = await readSlugLookups(db);
  const chunks = [stringify([[...csvColumns]])];
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const states = await readProductStates(db, batch);
    const rows = batch.flatMap((id) => rowsOf(states.get(id)!, lookups));
    chunks.push(stringify(rows, { columns: [...csvColumns] }));
  }
  return chunks.join('');
}
