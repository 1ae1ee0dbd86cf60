import 'server-only';
import { uniqueViolation } from '@/lib/api';
import { validationFailed } from '@/lib/domain-error';

const fieldOf: Record<string, string> = {
  products_sku_key: 'sku',
  products_title_key: 'sku',
  products_slug_key: 'slug',
  variants_sku_key: 'variants',
};

/**
 * The checks before a write see only what is committed: two saves at the same moment may
 * both find a SKU free. The unique index refuses the second; it is answered like the check.
 */
export async function refusingTakenValues<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw validationFailed({
      [fieldOf[constraint] ?? 'input']: 'was taken by another save a moment ago',
    });
  }
}
