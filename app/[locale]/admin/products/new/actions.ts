'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { nestFormFields, createProduct, productInputSchema } from '@/lib/catalogue/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';

// The form's flat names (variants.1.price) nest into the save's input; errors come back
// under the same names, beside the same fields.
const newProductForm = z.preprocess(
  (fields) => nestFormFields(fields as Record<string, unknown>),
  productInputSchema,
);

// Typed as the edit form's saves are: it shares their form, though it answers by redirecting.
export const createProductAction = staffAction<typeof newProductForm, { version: number }>(
  'editCatalogue',
  newProductForm,
  async (input, member) => {
    const saved = await createProduct(member, input);
    revalidatePath(adminRoutes.products.list());
    redirect(adminRoutes.products.edit(saved.id, { notice: 'created' }));
  },
);
