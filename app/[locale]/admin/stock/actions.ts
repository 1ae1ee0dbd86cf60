'use server';

import { revalidatePath } from 'next/cache';
import { adjustmentMessage } from '@/components/admin/stock/adjustment-message';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';
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
    return refreshed(applied.variantId, adjustmentMessage(applied, staffTranslator()));
  },
);

export const setThresholdAction = staffAction(
  'adjustStock',
  lowStockThresholdSchema,
  async (input, member) => {
    const saved = await setLowStockThreshold(member, input.variantId, input.threshold);
    const t = staffTranslator();
    return refreshed(
      saved.variantId,
      saved.threshold === null
        ? t('admin.stock.thresholdSaved.default', { threshold: String(saved.effective) })
        : t('admin.stock.thresholdSaved.own', { threshold: String(saved.threshold) }),
    );
  },
);
