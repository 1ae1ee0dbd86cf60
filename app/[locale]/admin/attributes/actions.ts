'use server';

import { revalidatePath } from 'next/cache';
import { createAttributeValue } from '@/lib/catalog/taxonomy-editing/attributes/create-attribute-value';
import { deleteAttributeValue } from '@/lib/catalog/taxonomy-editing/attributes/delete-attribute-value';
import { moveAttributeValue } from '@/lib/catalog/taxonomy-editing/attributes/move-attribute-value';
import { renameAttribute } from '@/lib/catalog/taxonomy-editing/attributes/rename-attribute';
import { updateAttributeValue } from '@/lib/catalog/taxonomy-editing/attributes/update-attribute-value';
import { lossMessage } from '@/lib/catalog/taxonomy-editing/taxonomy-errors';
import { staffAction } from '@/lib/staff-actions/staff-action';
import {
  createAttributeValueSchema,
  deleteAttributeValueSchema,
  moveAttributeValueSchema,
  renameAttributeSchema,
  updateAttributeValueSchema,
} from '@/lib/validation/taxonomy';

const refreshed = (message: string) => {
  revalidatePath('/admin/attributes');
  return { message };
};

export const renameAttributeAction = staffAction(
  'editCatalogue',
  renameAttributeSchema,
  async (input, member) => {
    const { changed } = await renameAttribute(member, input);
    return changed
      ? refreshed('Renamed.')
      : { message: 'Nothing to save: the names are the same.' };
  },
);

export const createValueAction = staffAction(
  'editCatalogue',
  createAttributeValueSchema,
  async (input, member) => {
    const { slug } = await createAttributeValue(member, input);
    return refreshed(`Added ${input.name} (filter address ${slug}).`);
  },
);

export const updateValueAction = staffAction(
  'editCatalogue',
  updateAttributeValueSchema,
  async (input, member) => {
    const { changed } = await updateAttributeValue(member, input);
    return changed ? refreshed('Saved.') : { message: 'Nothing to save: no field changed.' };
  },
);

export const moveValueAction = staffAction(
  'editCatalogue',
  moveAttributeValueSchema,
  async (input, member) => {
    await moveAttributeValue(member, input.valueId, input.direction);
    return refreshed(input.direction === 'up' ? 'Moved up.' : 'Moved down.');
  },
);

export const deleteValueAction = staffAction(
  'editCatalogue',
  deleteAttributeValueSchema,
  async (input, member) => {
    const { productsLosingIt } = await deleteAttributeValue(
      member,
      input.valueId,
      input.productsConfirmed,
    );
    return refreshed(lossMessage(productsLosingIt));
  },
);
