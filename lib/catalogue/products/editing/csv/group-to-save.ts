import 'server-only';
import { productInputSchema } from '@/lib/catalogue/schemas/product-editor';
import { lower, type PlannedSave } from '../save/checks';
import { toProductInput } from '../state/to-product-input';
import { productFieldOf, variantColumns, variantFieldOf, type ProductColumn } from './columns';
import { productCells, type ProductCell, type RowGroup } from './group-rows';
import type { ImportContext } from './import-context';
import type { CsvFile, CsvRow, ImportIssue } from './import-types';
import { locate, type SaveOrigin } from './locate';
import { idsOfSlugs } from './resolve-slugs';

export type ImportSave = PlannedSave & { origin: SaveOrigin };

type Raw = Record<string, unknown>;
type Issues = ImportIssue[];

/** Category, tags and attribute values are named by slug in the file, by id in the form. */
function productValue(
  column: ProductColumn,
  cell: ProductCell,
  context: ImportContext,
  issues: Issues,
) {
  const { lookups } = context;
  if (column === 'category') {
    const slug = cell.value.trim();
    if (slug && !lookups.categories.idOf.has(slug)) {
      issues.push({ row: cell.row, column, message: `names no category: ${slug}` });
    }
    return slug ? (lookups.categories.idOf.get(slug) ?? slug) : undefined;
  }
  if (column === 'tags' || column === 'attributes') {
    const { ids, unknown } = idsOfSlugs(
      cell.value,
      column === 'tags' ? lookups.tags : lookups.values,
    );
    if (unknown.length)
      issues.push({ row: cell.row, column, message: `names unknown slugs: ${unknown.join(', ')}` });
    return ids;
  }
  return cell.value;
}

/** An empty cell here keeps the product's value; elsewhere it clears the value or is refused. */
const keptWhenEmpty = new Set<ProductColumn>(['slug', 'status', 'new_arrival', 'featured']);

const hasVariantCells = (row: CsvRow) =>
  variantColumns.some((column) => (row.cells.get(column) ?? '').trim() !== '');

/**
 * The variants after the file: the product's own (in their order), each changed by the row
 * that names its SKU, then the new ones. A SKU another product owns is refused: a variant
 * never moves between products by import.
 */
function variantsOf(
  rows: CsvRow[],
  file: CsvFile,
  base: Raw[],
  own: number | undefined,
  context: ImportContext,
  issues: Issues,
): { variants: Raw[]; rowsOf: (number | null)[] } {
  const variants = base.map((variant) => ({ ...variant }));
  const rowsOf: (number | null)[] = variants.map(() => null);
  for (const row of rows) {
    const sku = (row.cells.get('variant_sku') ?? '').trim();
    if (!sku) {
      if (hasVariantCells(row))
        issues.push({
          row: row.row,
          column: 'variant_sku',
          message: 'is required on a row with variant cells',
        });
      continue;
    }
    let index = variants.findIndex((variant) => lower(String(variant.sku)) === lower(sku));
    if (index >= 0 && rowsOf[index] !== null) {
      issues.push({ row: row.row, column: 'variant_sku', message: `repeats row ${rowsOf[index]}` });
      continue;
    }
    const owner = context.variantOwners.get(lower(sku));
    if (index < 0 && owner && owner.productId !== own) {
      issues.push({
        row: row.row,
        column: 'variant_sku',
        message: `is a variant of ${owner.productSku} (${owner.name})`,
      });
      continue;
    }
    if (index < 0) index = variants.push({}) - 1;
    rowsOf[index] = row.row;
    for (const column of variantColumns.filter((name) => file.columns.has(name))) {
      variants[index]![variantFieldOf[column]] = row.cells.get(column);
    }
  }
  return { variants, rowsOf };
}

/**
 * One product's rows as a save: the product as it is (or nothing, when new) with every
 * column the file has put over it, parsed by the form's own schema. Columns the file
 * leaves out keep their values.
 */
export function groupToSave(
  group: RowGroup,
  file: CsvFile,
  context: ImportContext,
): { save: ImportSave | null; issues: Issues } {
  const before = context.productsBySku.get(group.key) ?? null;
  const { cells, issues } = productCells(group, file);
  const base = before ? toProductInput(before) : null;
  const raw: Raw = { ...base };
  for (const [column, cell] of cells) {
    if (before && keptWhenEmpty.has(column) && cell.value.trim() === '') continue;
    raw[productFieldOf[column]] = productValue(column, cell, context, issues);
  }
  const { variants, rowsOf } = variantsOf(
    group.rows,
    file,
    base?.variants ?? [],
    before?.id,
    context,
    issues,
  );
  raw.variants = variants;
  const origin: SaveOrigin = {
    firstRow: group.rows[0]!.row,
    productRows: new Map([...cells].map(([column, cell]) => [column, cell.row])),
    variantRows: rowsOf,
    variantSkus: variants.map((variant) => String(variant.sku ?? '')),
  };
  const parsed = productInputSchema.safeParse(raw);
  if (!parsed.success) {
    for (const { path, message } of parsed.error.issues) {
      const issue = locate(path.map(String).join('.'), message, origin);
      // A cell already refused (an unknown category) is not refused again by the schema.
      if (!issues.some((known) => known.row === issue.row && known.column === issue.column)) {
        issues.push(issue);
      }
    }
  }
  return {
    save: parsed.success && issues.length === 0 ? { before, input: parsed.data, origin } : null,
    issues,
  };
}
