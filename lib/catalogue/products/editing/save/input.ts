import 'server-only';
import type { z } from 'zod';
import { zodFields } from '@/lib/http/server/zod-fields';
import { validationFailed } from '@/lib/domain-error';
import type { ProductInput } from '@/lib/catalogue/schemas/product-editor';
import type { ProductState } from '../state/product-state';
import type { SaveErrors } from './checks';

// What a caller sent, as a save takes it: parsed by its schema, its stock settled against
// what the product has now, and refused with every field named.

/** Parses what a form or a caller sent; a failure is a 400 naming each field (`variants.1.sku`). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(zodFields(result.error, 'input'));
  return result.data;
}

/** A single save's checks: any message refuses it, with every field named. */
export function refuseOnErrors([errors]: SaveErrors): void {
  if (errors && Object.keys(errors).length > 0) throw validationFailed(errors);
}

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
