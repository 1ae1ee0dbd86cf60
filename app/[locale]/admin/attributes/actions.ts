'use server';

import { revalidatePath } from 'next/cache';
import {
  createAttributeValue,
  deleteAttributeValue,
  moveAttributeValue,
  renameAttribute,
  updateAttributeValue,
  lossMessage,
  createAttributeValueSchema,
  deleteAttributeValueSchema,
  moveAttributeValueSchema,
  renameAttributeSchema,
  updateAttributeValueSchema,
} from '@/lib/catalogue/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';

const refreshed = (message: string) => {
  revalidatePath(adminRoutes.attributes.list());
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
