'use server';

import { revalidatePath } from 'next/cache';
import {
  createTag,
  deleteTag,
  renameTag,
  lossMessage,
  createTagSchema,
  deleteTagSchema,
  renameTagSchema,
} from '@/lib/catalogue/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

const refreshed = (message: string) => {
  revalidatePath(adminRoutes.tags.list());
  return { message };
};

export const createTagAction = staffAction(
  'editCatalogue',
  createTagSchema,
  async (input, member) => {
    const { slug } = await createTag(member, input);
    return refreshed(
      staffTranslator()('admin.taxonomy.common.addedFilter', { name: input.name, slug }),
    );
  },
);

export const renameTagAction = staffAction(
  'editCatalogue',
  renameTagSchema,
  async (input, member) => {
    const { changed } = await renameTag(member, input);
    const t = staffTranslator();
    return changed
      ? refreshed(t('admin.taxonomy.common.renamed'))
      : { message: t('admin.taxonomy.common.sameNames') };
  },
);

export const deleteTagAction = staffAction(
  'editCatalogue',
  deleteTagSchema,
  async (input, member) => {
    const { productsLosingIt } = await deleteTag(member, input.tagId, input.productsConfirmed);
    return refreshed(lossMessage(productsLosingIt));
  },
);
