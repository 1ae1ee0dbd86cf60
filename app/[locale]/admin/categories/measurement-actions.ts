'use server';

import { revalidatePath } from 'next/cache';
import { saveCategoryMeasurementFields, categoryMeasurementsSchema } from '@/lib/ordering/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';

export const saveCategoryMeasurementsAction = staffAction(
  'editCatalogue',
  categoryMeasurementsSchema,
  async (input, member) => {
    const saved = await saveCategoryMeasurementFields(member, input.categoryId, input.fields);
    if (!saved.changed) return { message: 'Nothing to save: the same measurements are chosen.' };
    revalidatePath(adminRoutes.categories.edit(input.categoryId));
    return { message: 'Saved. Its made-to-measure pieces ask for these measurements now.' };
  },
);
