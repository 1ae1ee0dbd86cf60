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

const refreshed = (message: string) => {
  revalidatePath(adminRoutes.tags.list());
  return { message };
};

export const createTagAction = staffAction(
  'editCatalogue',
  createTagSchema,
  async (input, member) => {
    const { slug } = await createTag(member, input);
    return refreshed(`Added ${input.name} (filter address ${slug}).`);
  },
);

export const renameTagAction = staffAction(
  'editCatalogue',
  renameTagSchema,
  async (input, member) => {
    const { changed } = await renameTag(member, input);
    return changed
      ? refreshed('Renamed.')
      : { message: 'Nothing to save: the names are the same.' };
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
