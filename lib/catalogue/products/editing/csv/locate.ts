import { productColumnOf, variantColumnOf, type ProductColumn } from './columns';
import type { ProductFieldName, VariantFieldName } from '../save/diff-product';
import type { ImportIssue } from './import-types';

/** Where a product's values came from in the file. */
export type SaveOrigin = {
  firstRow: number;
  productRows: Map<ProductColumn, number>;
  /** The row of each variant of the save, or null for one the file does not name. */
  variantRows: (number | null)[];
  variantSkus: string[];
};

/**
 * A field's message at the row and column it came from: 'variants.2.price' at that
 * variant's row, column `price`. A variant the file does not name is named in the message.
 */
export function locate(field: string, message: string, origin: SaveOrigin): ImportIssue {
  const variant = /^variants\.(\d+)(?:\.(\w+))?/.exec(field);
  if (variant) {
    const index = Number(variant[1]);
    const row = origin.variantRows[index] ?? null;
    const column = variantColumnOf.get(variant[2] as Exclude<VariantFieldName, 'position'>);
    const subject = row === null ? `variant ${origin.variantSkus[index]}: ` : '';
    return {
      row: row ?? origin.firstRow,
      column: column ?? 'variant_sku',
      message: subject + message,
    };
  }
  if (field === 'variants') return { row: origin.firstRow, column: 'variant_sku', message };
  const column = productColumnOf.get(field.split('.')[0] as ProductFieldName) ?? null;
  const row = (column && origin.productRows.get(column)) ?? origin.firstRow;
  return { row, column, message };
}
