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

const refreshed = (message: string) => {
  revalidatePath(adminRoutes.occasions.list(), 'layout');
  return { message };
};

export const createOccasionAction = staffAction(
  'editCatalogue',
  createOccasionSchema,
  async (input, member) => {
    const { slug } = await createOccasion(member, input);
    return refreshed(`Added ${input.name} at /occasion/${slug}.`);
  },
);

export const updateOccasionAction = staffAction(
  'editCatalogue',
  updateOccasionSchema,
  async (input, member) => {
    const { changed } = await updateOccasion(member, input);
    return changed
      ? refreshed('Saved. Its page and the home page show it now.')
      : { message: 'Nothing to save: no field changed.' };
  },
);

export const moveOccasionAction = staffAction(
  'editCatalogue',
  moveOccasionSchema,
  async (input, member) => {
    await moveOccasion(member, input.occasionId, input.direction);
    return refreshed(input.direction === 'up' ? 'Moved up.' : 'Moved down.');
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
