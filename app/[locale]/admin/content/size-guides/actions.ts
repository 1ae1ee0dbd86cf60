'use server';

import { revalidatePath } from 'next/cache';
import {
  deleteSizeGuide,
  saveSizeGuide,
  sizeGuideCategorySchema,
  sizeGuideSchema,
} from '@/lib/content/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';

const done = (categoryId: number, message: string) => {
  revalidatePath(adminRoutes.content.sizeGuides.list());
  revalidatePath(adminRoutes.content.sizeGuides.edit(categoryId));
  return { message };
};

export const saveSizeGuideAction = staffAction(
  'editContent',
  sizeGuideSchema,
  async (input, member) => {
    await saveSizeGuide(member, input.categoryId, input.body, input.bodyBn);
    return done(input.categoryId, 'Size guide saved.');
  },
);

export const deleteSizeGuideAction = staffAction(
  'editContent',
  sizeGuideCategorySchema,
  async (input, member) => {
    await deleteSizeGuide(member, input.categoryId);
    return done(input.categoryId, 'Size guide removed.');
  },
);
