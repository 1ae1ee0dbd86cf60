'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { saveInfoPage, infoPageSchema } from '@/lib/content/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';

export const updateInfoPageAction = staffAction(
  'editContent',
  infoPageSchema,
  async (input, member) => {
    await saveInfoPage(member, input, 'update');
    revalidatePath(adminRoutes.content.pages.list());
    return { message: `Saved. /pages/${input.slug} shows it within a few seconds.` };
  },
);

export const createInfoPageAction = staffAction(
  'editContent',
  infoPageSchema,
  async (input, member) => {
    await saveInfoPage(member, input, 'create');
    revalidatePath(adminRoutes.content.pages.list());
    redirect(adminRoutes.content.pages.edit(input.slug));
  },
);
