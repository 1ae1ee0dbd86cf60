'use server';

import { revalidatePath } from 'next/cache';
import {
  deleteSizeGuide,
  saveSizeGuide,
  sizeGuideCategorySchema,
  sizeGuideSchema,
} from '@/lib/content/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

const done = (categoryId: number, answer: 'saved' | 'removed') => {
  revalidatePath(adminRoutes.content.sizeGuides.list());
  revalidatePath(adminRoutes.content.sizeGuides.edit(categoryId));
  return { message: staffTranslator()(`admin.content.sizeGuide.${answer}`) };
};

export const saveSizeGuideAction = staffAction(
  'editContent',
  sizeGuideSchema,
  async (input, member) => {
    await saveSizeGuide(member, input.categoryId, input.body, input.bodyBn);
    return done(input.categoryId, 'saved');
  },
);

export const deleteSizeGuideAction = staffAction(
  'editContent',
  sizeGuideCategorySchema,
  async (input, member) => {
    await deleteSizeGuide(member, input.categoryId);
    return done(input.categoryId, 'removed');
  },
);
