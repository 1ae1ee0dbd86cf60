'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  createDiscountCode,
  updateDiscountCode,
  setDiscountCodeActive,
  discountCodeSchema,
  discountCodeSwitchSchema,
  discountCodeUpdateSchema,
} from '@/lib/ordering/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

const refreshed = (message: string) => {
  revalidatePath(adminRoutes.discounts.list(), 'layout');
  return { message };
};

export const createDiscountAction = staffAction(
  'manageDiscounts',
  discountCodeSchema,
  async (input, member) => {
    const created = await createDiscountCode(member, input);
    revalidatePath(adminRoutes.discounts.list(), 'layout');
    redirect(adminRoutes.discounts.edit(created.id, { notice: 'created' }));
  },
);

export const updateDiscountAction = staffAction(
  'manageDiscounts',
  discountCodeUpdateSchema,
  async ({ id, version, ...input }, member) => {
    const saved = await updateDiscountCode(member, id, version, input);
    return refreshed(staffTranslator()('admin.discounts.answers.saved', { code: saved.code }));
  },
);

export const switchDiscountAction = staffAction(
  'manageDiscounts',
  discountCodeSwitchSchema,
  async ({ id, version, isActive }, member) => {
    const saved = await setDiscountCodeActive(member, id, version, isActive);
    const answer = isActive ? 'on' : 'off';
    return refreshed(staffTranslator()(`admin.discounts.answers.${answer}`, { code: saved.code }));
  },
);
