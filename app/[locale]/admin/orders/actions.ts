'use server';

import { revalidatePath } from 'next/cache';
import { DomainError } from '@/lib/domain-error';
import { formatBDT } from '@/lib/format/money';
import {
  addOrderNote,
  moveOrder,
  recordRefund,
  moveOrderFormSchema,
  orderNoteFormSchema,
  promiseDateFormSchema,
  promiseDelivery,
  recordStage,
  recordStageFormSchema,
  undoStage,
  undoStageFormSchema,
  refundFormSchema,
  releaseHold,
  releaseHoldFormSchema,
} from '@/lib/ordering/admin';
import { adminRoutes, staffAction, staffRefusalMessage } from '@/lib/identity/admin';
import { localeDigits } from '@/lib/i18n/digits';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { staffTranslator } from '@/lib/i18n/staff-translator';

/**
 * Runs a write on the order and draws its page again in the same answer. When someone else
 * changed the order first (a conflict), the page is drawn as the order is now, and the message says so.
 */
async function onOrder<T>(number: string, write: () => Promise<T>): Promise<T> {
  try {
    const result = await write();
    revalidatePath(adminRoutes.orders.detail(number));
    return result;
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
    revalidatePath(adminRoutes.orders.detail(number));
    throw new DomainError({
      kind: 'conflict',
      code: error.code,
      message: staffTranslator()('admin.orders.conflict.redrawn', {
        message: staffRefusalMessage(error),
      }),
    });
  }
}

/**
 * " 2 messages to the shopper queued." after a save's own words, or nothing when none was
 * queued (an empty ICU branch would format to no string in the built store, which
 * next-intl refuses and shows as the message's key).
 */
function queuedNote(count: number): string {
  if (count === 0) return '';
  return staffTranslator()('admin.orders.actions.queued', {
    count,
    n: localeDigits(String(count), staffLocale),
  });
}

export const moveOrderAction = staffAction(
  'handleOrders',
  moveOrderFormSchema,
  async ({ number, to, ...options }, member) => {
    const moved = await onOrder(number, () => moveOrder(member, number, to, options));
    const t = staffTranslator();
    const status = t(`vocabulary.orderStatusDesk.${moved.order.status}`).toLowerCase();
    return {
      message: t('admin.orders.actions.moved', { number, status }) + queuedNote(moved.messages),
    };
  },
);

export const refundAction = staffAction(
  'handleOrders',
  refundFormSchema,
  async ({ number, ...refund }, member) => {
    const recorded = await onOrder(number, () => recordRefund(member, number, refund));
    const t = staffTranslator();
    const left =
      recorded.left > 0
        ? t('admin.orders.actions.leftToRefund', { amount: formatBDT(recorded.left) })
        : t('admin.orders.actions.fullyRefunded');
    const amount = formatBDT(refund.amount);
    return { message: t('admin.orders.actions.refunded', { amount, left }) };
  },
);

export const orderNoteAction = staffAction(
  'handleOrders',
  orderNoteFormSchema,
  async ({ number, note, public: shown }, member) => {
    await onOrder(number, () => addOrderNote(member, number, note, { public: shown }));
    const t = staffTranslator();
    return {
      message: shown
        ? t('admin.orders.noteForm.addedPublic')
        : t('admin.orders.noteForm.addedStaff'),
    };
  },
);

export const releaseHoldAction = staffAction(
  'handleOrders',
  releaseHoldFormSchema,
  async ({ number, reason }, member) => {
    const released = await onOrder(number, () => releaseHold(member, number, reason));
    const t = staffTranslator();
    const status = t(`vocabulary.orderStatusDesk.${released.status}`).toLowerCase();
    return { message: t('admin.orders.hold.released', { number, status }) };
  },
);

export const promiseDeliveryAction = staffAction(
  'handleOrders',
  promiseDateFormSchema,
  async ({ number, promised }, member) => {
    const { messages } = await onOrder(number, () => promiseDelivery(member, number, promised));
    const t = staffTranslator();
    return {
      message: t('admin.orders.promiseForm.saved') + queuedNote(messages),
    };
  },
);

export const recordStageAction = staffAction(
  'handleOrders',
  recordStageFormSchema,
  async (input, member) => {
    const { stage, messages } = await onOrder(input.number, () => recordStage(member, input));
    const t = staffTranslator();
    return {
      message:
        t('admin.atelier.form.saved', { stage: t(`vocabulary.atelierStage.${stage}`) }) +
        queuedNote(messages),
    };
  },
);

export const undoStageAction = staffAction(
  'handleOrders',
  undoStageFormSchema,
  async (input, member) => {
    const stage = await onOrder(input.number, () => undoStage(member, input));
    const t = staffTranslator();
    return {
      message: t('admin.atelier.undo.saved', { stage: t(`vocabulary.atelierStage.${stage}`) }),
    };
  },
);
