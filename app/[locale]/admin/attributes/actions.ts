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
import { staffTranslator } from '@/lib/i18n/staff-translator';
import { movedMessage } from '@/components/admin/taxonomy/moved-message';

const refreshed = (message: string) => {
  revalidatePath(adminRoutes.attributes.list());
  return { message };
};

export const renameAttributeAction = staffAction(
  'editCatalogue',
  renameAttributeSchema,
  async (input, member) => {
    const { changed } = await renameAttribute(member, input);
    const t = staffTranslator();
    return changed
      ? refreshed(t('admin.taxonomy.common.renamed'))
      : { message: t('admin.taxonomy.common.sameNames') };
  },
);

export const createValueAction = staffAction(
  'editCatalogue',
  createAttributeValueSchema,
  async (input, member) => {
    const { slug } = await createAttributeValue(member, input);
    return refreshed(
      staffTranslator()('admin.taxonomy.common.addedFilter', { name: input.name, slug }),
    );
  },
);

export const updateValueAction = staffAction(
  'editCatalogue',
  updateAttributeValueSchema,
  async (input, member) => {
    const { changed } = await updateAttributeValue(member, input);
    const t = staffTranslator();
    return changed
      ? refreshed(t('admin.taxonomy.common.saved'))
      : { message: t('admin.taxonomy.common.noChange') };
  },
);

export const moveValueAction = staffAction(
  'editCatalogue',
  moveAttributeValueSchema,
  async (input, member) => {
    await moveAttributeValue(member, input.valueId, input.direction);
    return refreshed(movedMessage(staffTranslator(), input.direction));
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
