'use server';

import { revalidatePath } from 'next/cache';
import {
  changeFittingStatus,
  fittingStatusLabels,
  fittingStatusChangeSchema,
} from '@/lib/fittings/admin';
import { staffAction } from '@/lib/identity/admin';

/** Marks a fitting attended or no-show, reopens it, or cancels it (with an SMS if asked). */
export const changeFittingAction = staffAction(
  'handleOrders',
  fittingStatusChangeSchema,
  async (change, member) => {
    const changed = await changeFittingStatus(member, change);
    revalidatePath('/admin/fittings');
    const sms = change.to === 'cancelled' && change.notify ? ' She has been sent an SMS.' : '';
    return { message: `${fittingStatusLabels[changed.status]}.${sms}` };
  },
);
