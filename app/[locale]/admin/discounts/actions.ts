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
    return refreshed(`Saved ${saved.code}. Orders placed from now on follow it.`);
  },
);

export const switchDiscountAction = staffAction(
  'manageDiscounts',
  discountCodeSwitchSchema,
  async ({ id, version, isActive }, member) => {
    const saved = await setDiscountCodeActive(member, id, version, isActive);
    return refreshed(
      isActive
        ? `${saved.code} is on again: shoppers can use it within its dates.`
        : `${saved.code} is switched off: checkout refuses it; orders that used it keep their discount.`,
    );
  },
);
