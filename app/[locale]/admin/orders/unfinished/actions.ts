'use server';

import { revalidatePath } from 'next/cache';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';
import { markUnfinishedCheckout, unfinishedCheckoutStepSchema } from '@/lib/ordering/admin';

/** "Mark called" or "Dismiss" on an unfinished checkout, with the member who did it. */
export const unfinishedCheckoutStepAction = staffAction(
  'handleOrders',
  unfinishedCheckoutStepSchema,
  async ({ id, step }, member) => {
    await markUnfinishedCheckout(member, id, step);
    revalidatePath(adminRoutes.orders.unfinished());
    return { message: staffTranslator()(`admin.orders.unfinished.done.${step}`) };
  },
);
