import type { ProductInput } from '@/lib/validation';
import type { ProductState } from '../state/product-state';

/**
 * A variant's stock as the save should set it: what the variant has now when the form left
 * the number it showed (an order may have taken a piece since), else what was typed.
 */
export function settleStock(before: ProductState, input: ProductInput): ProductInput {
  const current = new Map(before.variants.map((variant) => [variant.id, variant.stock]));
  return {
    ...input,
    variants: input.variants.map((variant) => {
      const now = variant.id === undefined ? undefined : current.get(variant.id);
      if (now === undefined || variant.stockWas === undefined || variant.stock !== variant.stockWas)
        return variant;
      return { ...variant, stock: now, stockWas: now };
    }),
  };
}

/** Stock typed over a number that is no longer true: refused, so that no sale is undone. */
export function staleStockErrors(
  before: ProductState,
  input: ProductInput,
): Record<string, string> {
  const current = new Map(before.variants.map((variant) => [variant.id, variant.stock]));
  const errors: Record<string, string> = {};
  input.variants.forEach((variant, index) => {
    const now = variant.id === undefined ? undefined : current.get(variant.id);
    if (now === undefined || variant.stockWas === undefined || variant.stockWas === now) return;
    errors[`variants.${index}.stock`] =
      `is ${now} now, not ${variant.stockWas}: it changed after you opened the form; check it and save again`;
  });
  return errors;
}
