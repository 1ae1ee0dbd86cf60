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

const refreshed = (message: string) => {
  revalidatePath(adminRoutes.categories.list(), 'layout');
  return { message };
};

export const createCategoryAction = staffAction(
  'editCatalogue',
  createCategorySchema,
  async (input, member) => {
    const { slug } = await createCategory(member, input);
    return refreshed(
      input.hasPage
        ? `Added ${input.name} at /category/${slug}.`
        : `Added ${input.name} as a menu label.`,
    );
  },
);

export const updateCategoryAction = staffAction(
  'editCatalogue',
  updateCategorySchema,
  async (input, member) => {
    const saved = await updateCategory(member, input);
    if (!saved.changed) return { message: 'Nothing to save: no field changed.' };
    const moved = saved.oldUrl !== null && saved.newUrl !== saved.oldUrl;
    return refreshed(
      moved
        ? `Saved. Its page moved to ${saved.newUrl ?? 'nowhere (it is a label now)'}; ${saved.oldUrl} no longer opens.`
        : 'Saved. The menus, listings and sitemap show it now.',
    );
  },
);

export const moveCategoryAction = staffAction(
  'editCatalogue',
  moveCategoryStepSchema,
  async (input, member) => {
    await moveCategoryStep(member, input.categoryId, input.direction);
    return refreshed(input.direction === 'up' ? 'Moved up.' : 'Moved down.');
  },
);

export const categoryVisibilityAction = staffAction(
  'editCatalogue',
  categoryVisibilitySchema,
  async (input, member) => {
    await setCategoryVisibility(member, input.categoryId, input.visible);
    return refreshed(input.visible ? 'Shown online.' : 'Hidden from shoppers.');
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
