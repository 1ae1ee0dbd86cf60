'use server';

import { redirect } from 'next/navigation';
import {
  quoteOrder,
  placeStaffOrder,
  orderQuoteFormSchema,
  staffOrderFormSchema,
} from '@/lib/ordering/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';

export const placeStaffOrderAction = staffAction(
  'handleOrders',
  staffOrderFormSchema,
  async (input, member) => {
    const placed = await placeStaffOrder(member, input);
    redirect(adminRoutes.orders.detail(placed.order.number));
  },
);

/** The form's summary: what the order would cost now, priced on the server. */
export const quoteOrderAction = staffAction(
  'handleOrders',
  orderQuoteFormSchema,
  async (input) => ({ message: '', data: await quoteOrder(input) }),
);
