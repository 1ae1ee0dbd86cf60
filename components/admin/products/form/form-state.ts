import type { ActionState } from '@/lib/identity/admin';
import type { ProductInput } from '@/lib/catalogue/admin';

/**
 * What a save of the product form hands back. A refused save of an existing product also
 * says how many pieces each variant has now: an order may have taken one since the form
 * was opened, and stock typed over an old number is refused until the form knows the new one.
 */
export type ProductFormState = ActionState<{ version: number }> & {
  stockNow?: Record<number, number>;
};

/** The stock a refused save found, by variant id (none on other answers). */
export const stockNowOf = (reply: ProductFormState) =>
  reply.status === 'error' ? reply.stockNow : undefined;

export type ProductFormAction = (
  previous: ProductFormState,
  form: FormData,
) => Promise<ProductFormState>;

/** The product as the form opens it; null for a new one. */
export type EditorProduct = {
  id: number;
  slug: string;
  version: number;
  values: ProductInput;
  /** Variants that orders point at: changed, never removed. */
  orderedVariantIds: number[];
};
