'use server';

import { revalidatePath } from 'next/cache';
import { adjustmentMessage } from '@/components/admin/stock/adjustment-message';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import {
  adjustStock,
  setLowStockThreshold,
  lowStockThresholdSchema,
  stockAdjustmentFormSchema,
} from '@/lib/catalogue/admin';

// The variant's page is drawn again with the new stock and history in the same answer.
const refreshed = (variantId: number, message: string) => {
  revalidatePath(adminRoutes.stock.variant(variantId));
  return { message };
};

export const adjustStockAction = staffAction(
  'adjustStock',
  stockAdjustmentFormSchema,
  async (input, member) => {
    const applied = await adjustStock(member, input);
    return refreshed(applied.variantId, adjustmentMessage(applied));
  },
);

export const setThresholdAction = staffAction(
  'adjustStock',
  lowStockThresholdSchema,
  async (input, member) => {
    const saved = await setLowStockThreshold(member, input.variantId, input.threshold);
    return refreshed(
      saved.variantId,
      saved.threshold === null
        ? `Threshold back to the store's default: low at ${saved.effective} or fewer.`
        : `Threshold saved: low at ${saved.threshold} or fewer.`,
    );
  },
);
