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
import { staffAction } from '@/lib/identity/admin';

const refreshed = (message: string) => {
  revalidatePath('/admin/discounts', 'layout');
  return { message };
};

export const createDiscountAction = staffAction(
  'manageDiscounts',
  discountCodeSchema,
  async (input, member) => {
    const created = await createDiscountCode(member, input);
    revalidatePath('/admin/discounts', 'layout');
    redirect(`/admin/discounts/${created.id}?notice=created`);
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
