'use server';

import { revalidatePath } from 'next/cache';
import { saveCategoryMeasurementFields, categoryMeasurementsSchema } from '@/lib/ordering/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

export const saveCategoryMeasurementsAction = staffAction(
  'editCatalogue',
  categoryMeasurementsSchema,
  async (input, member) => {
    const saved = await saveCategoryMeasurementFields(member, input.categoryId, input.fields);
    const t = staffTranslator();
    if (!saved.changed) return { message: t('admin.taxonomy.measurements.same') };
    revalidatePath(adminRoutes.categories.edit(input.categoryId));
    return { message: t('admin.taxonomy.measurements.saved') };
  },
);
