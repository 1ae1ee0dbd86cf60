'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  createCategory,
  deleteCategory,
  moveCategoryStep,
  setCategoryVisibility,
  updateCategory,
  categoryVisibilitySchema,
  createCategorySchema,
  deleteCategorySchema,
  moveCategoryStepSchema,
  updateCategorySchema,
} from '@/lib/catalogue/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';
import { movedMessage } from '@/components/admin/taxonomy/moved-message';

const refreshed = (message: string) => {
  revalidatePath(adminRoutes.categories.list(), 'layout');
  return { message };
};

export const createCategoryAction = staffAction(
  'editCatalogue',
  createCategorySchema,
  async (input, member) => {
    const { slug } = await createCategory(member, input);
    const t = staffTranslator();
    return refreshed(
      input.hasPage
        ? t('admin.taxonomy.categoryAnswers.addedPage', { name: input.name, slug })
        : t('admin.taxonomy.categoryAnswers.addedLabel', { name: input.name }),
    );
  },
);

export const updateCategoryAction = staffAction(
  'editCatalogue',
  updateCategorySchema,
  async (input, member) => {
    const saved = await updateCategory(member, input);
    const t = staffTranslator();
    if (!saved.changed) return { message: t('admin.taxonomy.common.noChange') };
    if (saved.oldUrl === null || saved.newUrl === saved.oldUrl) {
      return refreshed(t('admin.taxonomy.categoryAnswers.saved'));
    }
    const url = saved.newUrl ?? t('admin.taxonomy.categoryAnswers.nowhere');
    return refreshed(t('admin.taxonomy.categoryAnswers.moved', { url, old: saved.oldUrl }));
  },
);

export const moveCategoryAction = staffAction(
  'editCatalogue',
  moveCategoryStepSchema,
  async (input, member) => {
    await moveCategoryStep(member, input.categoryId, input.direction);
    return refreshed(movedMessage(staffTranslator(), input.direction));
  },
);

export const categoryVisibilityAction = staffAction(
  'editCatalogue',
  categoryVisibilitySchema,
  async (input, member) => {
    await setCategoryVisibility(member, input.categoryId, input.visible);
    const shown = input.visible ? 'shown' : 'hidden';
    return refreshed(staffTranslator()(`admin.taxonomy.categoryAnswers.${shown}`));
  },
);

/** Back to the tree once it is gone: its own page would be a 404 by now. */
export const deleteCategoryAction = staffAction(
  'editCatalogue',
  deleteCategorySchema,
  async (input, member) => {
    const { movedProducts } = await deleteCategory(member, input);
    revalidatePath(adminRoutes.categories.list(), 'layout');
    redirect(adminRoutes.categories.list({ deleted: 1, moved: movedProducts }));
  },
);
