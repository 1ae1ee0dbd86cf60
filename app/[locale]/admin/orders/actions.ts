'use server';

import { revalidatePath } from 'next/cache';
import { deskStatusLabels } from '@/components/admin/orders/desk-labels';
import { deskOrderHref } from '@/components/admin/orders/order-link';
import { DomainError } from '@/lib/domain-error';
import { formatBDT } from '@/lib/format/money';
import {
  addOrderNote,
  moveOrder,
  recordRefund,
  moveOrderFormSchema,
  orderNoteFormSchema,
  refundFormSchema,
} from '@/lib/ordering/admin';
import { staffAction } from '@/lib/identity/admin';

/**
 * Runs a write on the order and draws its page again in the same answer. When someone else
 * changed the order first (a conflict), the page is drawn as the order is now, and the message says so.
 */
async function onOrder<T>(number: string, write: () => Promise<T>): Promise<T> {
  try {
    const result = await write();
    revalidatePath(deskOrderHref(number));
    return result;
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
    revalidatePath(deskOrderHref(number));
    throw new DomainError({
      kind: 'conflict',
      code: error.code,
      message: `${error.message} The page now shows the order as it is.`,
    });
  }
}

const told = (messages: number) =>
  messages > 0
    ? ` ${messages} ${messages === 1 ? 'message' : 'messages'} to the shopper queued.`
    : '';

export const moveOrderAction = staffAction(
  'handleOrders',
  moveOrderFormSchema,
  async ({ number, to, ...options }, member) => {
    const moved = await onOrder(number, () => moveOrder(member, number, to, options));
    return {
      message: `Order ${number} is now ${deskStatusLabels[moved.order.status].toLowerCase()}.${told(moved.messages)}`,
    };
  },
);

export const refundAction = staffAction(
  'handleOrders',
  refundFormSchema,
  async ({ number, ...refund }, member) => {
    const recorded = await onOrder(number, () => recordRefund(member, number, refund));
    const left =
      recorded.left > 0
        ? `${formatBDT(recorded.left)} is left to refund.`
        : 'The order is fully refunded.';
    return { message: `Refund of ${formatBDT(refund.amount)} recorded. ${left}` };
  },
);

export const orderNoteAction = staffAction(
  'handleOrders',
  orderNoteFormSchema,
  async ({ number, note, public: shown }, member) => {
    await onOrder(number, () => addOrderNote(member, number, note, { public: shown }));
    return { message: shown ? 'Note added: the shopper sees it.' : 'Note added, for staff only.' };
  },
);
