import { changesNothing, diffProduct } from '../save/diff-product';
import { productCellValues, variantCellValues } from './cell-values';
import { productColumnOf, variantColumnOf } from './columns';
import type { ImportSave } from './group-to-save';
import type { SlugLookups } from './slug-lookups';

export type ImportAction = 'create' | 'update' | 'unchanged';

/** One cell's value now and after the import, as the file writes it. */
export type CellChange = { column: string; from: string; to: string };

/** What an import does to one product (a new one's cells are all new: no changes listed). */
export type ImportProductChange = {
  row: number;
  sku: string;
  name: string;
  action: ImportAction;
  changes: CellChange[];
  variants: {
    sku: string;
    row: number | null;
    action: 'create' | 'update';
    changes: CellChange[];
  }[];
};

export function describeChange(
  { before, input, origin }: ImportSave,
  lookups: SlugLookups,
): ImportProductChange {
  const diff = diffProduct(before, input);
  const rowOf = (index: number) => origin.variantRows[index] ?? null;
  const productChanges = (): CellChange[] => {
    if (!before) return [];
    const [from, to] = [productCellValues(before, lookups), productCellValues(input, lookups)];
    return diff.fields.map((field) => {
      const column = productColumnOf.get(field)!;
      return { column, from: from[column], to: to[column] };
    });
  };
  return {
    row: origin.firstRow,
    sku: input.sku,
    name: input.name,
    action: !before ? 'create' : changesNothing(diff) ? 'unchanged' : 'update',
    changes: productChanges(),
    variants: [
      ...diff.updated.map(({ before: old, after, position, fields }) => {
        const [from, to] = [variantCellValues(old), variantCellValues(after)];
        return {
          sku: after.sku,
          row: rowOf(position),
          action: 'update' as const,
          changes: fields.flatMap((field) => {
            const column = field === 'position' ? undefined : variantColumnOf.get(field)!;
            return column ? [{ column, from: from[column], to: to[column] }] : [];
          }),
        };
      }),
      ...diff.created.map(({ input: variant, position }) => ({
        sku: variant.sku,
        row: rowOf(position),
        action: 'create' as const,
        changes: [],
      })),
    ],
  };
}
