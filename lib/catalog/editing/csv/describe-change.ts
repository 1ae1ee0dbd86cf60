import { changesNothing, diffProduct } from '../save/diff-product';
import { productColumnOf, variantColumnOf } from './columns';
import type { ImportSave } from './group-to-save';

export type ImportAction = 'create' | 'update' | 'unchanged';

/** What an import does to one product, with the columns that change (CSV names). */
export type ImportProductChange = {
  row: number;
  sku: string;
  name: string;
  action: ImportAction;
  /** Product columns whose value changes (empty for a new product: everything is new). */
  columns: string[];
  variants: { sku: string; row: number | null; action: 'create' | 'update'; columns: string[] }[];
};

export function describeChange({ before, input, origin }: ImportSave): ImportProductChange {
  const diff = diffProduct(before, input);
  const rowOf = (index: number) => origin.variantRows[index] ?? null;
  const indexOf = (sku: string) => input.variants.findIndex((variant) => variant.sku === sku);
  return {
    row: origin.firstRow,
    sku: input.sku,
    name: input.name,
    action: !before ? 'create' : changesNothing(diff) ? 'unchanged' : 'update',
    columns: before ? diff.fields.map((field) => productColumnOf.get(field)!) : [],
    variants: [
      ...diff.updated.map((update) => ({
        sku: update.after.sku,
        row: rowOf(update.position),
        action: 'update' as const,
        columns: update.fields.flatMap((field) =>
          field === 'position' ? [] : [variantColumnOf.get(field)!],
        ),
      })),
      ...diff.created.map(({ input: variant }) => ({
        sku: variant.sku,
        row: rowOf(indexOf(variant.sku)),
        action: 'create' as const,
        columns: [],
      })),
    ],
  };
}
