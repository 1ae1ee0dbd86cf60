'use server';

import { revalidatePath } from 'next/cache';
import { changeFittingStatus, fittingStatusChangeSchema } from '@/lib/fittings/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

/** Marks a fitting attended or no-show, reopens it, or cancels it (with an SMS if asked). */
export const changeFittingAction = staffAction(
  'handleOrders',
  fittingStatusChangeSchema,
  async (change, member) => {
    const changed = await changeFittingStatus(member, change);
    revalidatePath(adminRoutes.fittings.list());
    const t = staffTranslator();
    const status = t(`vocabulary.fittingStatus.${changed.status}`);
    const sms = change.to === 'cancelled' && change.notify ? 'sent' : 'none';
    return { message: t('admin.fittings.changed', { status, sms }) };
  },
);
