'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { createProduct, productInputSchema } from '@/lib/catalogue/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';

// Typed as the edit form's saves are: it shares their form, though it answers by redirecting.
export const createProductAction = staffAction<typeof productInputSchema, { version: number }>(
  'editCatalogue',
  productInputSchema,
  async (input, member) => {
    const saved = await createProduct(member, input);
    revalidatePath(adminRoutes.products.list());
    redirect(adminRoutes.products.edit(saved.id, { notice: 'created' }));
  },
);
