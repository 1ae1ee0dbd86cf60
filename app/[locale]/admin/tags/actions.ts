'use server';

import { revalidatePath } from 'next/cache';
import { createTag } from '@/lib/catalog/taxonomy-editing/tags/create-tag';
import { deleteTag } from '@/lib/catalog/taxonomy-editing/tags/delete-tag';
import { renameTag } from '@/lib/catalog/taxonomy-editing/tags/rename-tag';
import { lossMessage } from '@/lib/catalog/taxonomy-editing/taxonomy-errors';
import { staffAction } from '@/lib/staff-actions/staff-action';
import { createTagSchema, deleteTagSchema, renameTagSchema } from '@/lib/validation/taxonomy';

const refreshed = (message: string) => {
  revalidatePath('/admin/tags');
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
