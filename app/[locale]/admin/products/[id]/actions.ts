'use server';

import { revalidatePath } from 'next/cache';
import type { ProductFormState } from '@/components/admin/products/form/form-state';
import { getProductForEdit, updateProduct, productUpdateSchema } from '@/lib/catalogue/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

const saveProduct = (productId: number) =>
  staffAction('editCatalogue', productUpdateSchema, async (input, member) => {
    const saved = await updateProduct(member, productId, input);
    const t = staffTranslator();
    if (!saved.changed) {
      return {
        message: t('admin.products.saved.unchanged'),
        data: { version: saved.version },
      };
    }
    revalidatePath(adminRoutes.products.list());
    revalidatePath(adminRoutes.products.edit(productId));
    return {
      message: t('admin.products.saved.version', { version: String(saved.version) }),
      data: { version: saved.version },
    };
  });

const aboutStock = (name: string) => /^variants\[\d+\]\.stock$/.test(name);

/** Each variant's pieces now, by id. */
async function stockNow(productId: number): Promise<Record<number, number>> {
  const product = await getProductForEdit(productId).catch(() => null);
  return Object.fromEntries(
    (product?.values.variants ?? []).map((variant) => [variant.id, variant.stock]),
  );
}

/**
 * Saves the product form from the version it was opened at. A refusal about a variant's
 * stock carries the stock there is now: typed over an old number, it is refused until the
 * form sends the new one (lib/catalogue/products/editing/save/input.ts). Such a refusal names
 * fields, which it does only once the member's role has been checked.
 */
export async function updateProductAction(
  productId: number,
  previous: ProductFormState,
  form: FormData,
): Promise<ProductFormState> {
  const state = await saveProduct(productId)(previous, form);
  if (state.status !== 'error' || !Object.keys(state.fields ?? {}).some(aboutStock)) return state;
  return { ...state, stockNow: await stockNow(productId) };
}
