import type { ProductInput } from '@/lib/catalogue/admin';

/** A variant row as the form holds it: text as typed, and the id of a saved one. */
export type VariantDraft = {
  key: string;
  id?: number;
  /** The stock shown when the form was opened (the save compares it with what is there now). */
  stockWas?: number;
  size: string;
  colour: string;
  sku: string;
  price: string;
  stock: string;
  lowStockThreshold: string;
};

export const blankVariant = (key: string, from?: Partial<VariantDraft>): VariantDraft => ({
  key,
  size: '',
  colour: from?.colour ?? '',
  sku: '',
  price: from?.price ?? '',
  stock: '0',
  lowStockThreshold: '',
});

/** The rows a form opens with: the product's variants, or one empty row for a new product. */
export function variantDrafts(values: ProductInput | null): VariantDraft[] {
  if (!values) return [blankVariant('new-first')];
  return values.variants.map((variant, index) => ({
    key: variant.id ? `saved-${variant.id}` : `given-${index}`,
    id: variant.id,
    stockWas: variant.stockWas,
    size: variant.size,
    colour: variant.colour,
    sku: variant.sku,
    price: String(variant.price),
    stock: String(variant.stock),
    lowStockThreshold:
      variant.lowStockThreshold === null || variant.lowStockThreshold === undefined
        ? ''
        : String(variant.lowStockThreshold),
  }));
}
