'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  createOccasion,
  deleteOccasion,
  moveOccasion,
  updateOccasion,
  createOccasionSchema,
  deleteOccasionSchema,
  moveOccasionSchema,
  updateOccasionSchema,
} from '@/lib/catalogue/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';
import { movedMessage } from '@/components/admin/taxonomy/moved-message';

const refreshed = (message: string) => {
  revalidatePath(adminRoutes.occasions.list(), 'layout');
  return { message };
};

export const createOccasionAction = staffAction(
  'editCatalogue',
  createOccasionSchema,
  async (input, member) => {
    const { slug } = await createOccasion(member, input);
    return refreshed(
      staffTranslator()('admin.taxonomy.occasionAnswers.added', { name: input.name, slug }),
    );
  },
);

export const updateOccasionAction = staffAction(
  'editCatalogue',
  updateOccasionSchema,
  async (input, member) => {
    const { changed } = await updateOccasion(member, input);
    const t = staffTranslator();
    return changed
      ? refreshed(t('admin.taxonomy.occasionAnswers.saved'))
      : { message: t('admin.taxonomy.common.noChange') };
  },
);

export const moveOccasionAction = staffAction(
  'editCatalogue',
  moveOccasionSchema,
  async (input, member) => {
    await moveOccasion(member, input.occasionId, input.direction);
    return refreshed(movedMessage(staffTranslator(), input.direction));
  },
);

/** Back to the list once it is gone: its own page would be a 404 by now. */
export const deleteOccasionAction = staffAction(
  'editCatalogue',
  deleteOccasionSchema,
  async (input, member) => {
    await deleteOccasion(member, input.occasionId);
    revalidatePath(adminRoutes.occasions.list(), 'layout');
    redirect(adminRoutes.occasions.list({ deleted: 1 }));
  },
);
