'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { saveInfoPage, infoPageSchema } from '@/lib/content/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

export const updateInfoPageAction = staffAction(
  'editContent',
  infoPageSchema,
  async (input, member) => {
    await saveInfoPage(member, input, 'update');
    revalidatePath(adminRoutes.content.pages.list());
    return { message: staffTranslator()('admin.content.infoPage.saved', { slug: input.slug }) };
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
