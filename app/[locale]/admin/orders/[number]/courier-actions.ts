'use server';

import { revalidatePath } from 'next/cache';
import { requestCourierBooking, courierBookingFormSchema } from '@/lib/fulfilment/admin';
import { formatBDT } from '@/lib/format/money';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

/**
 * The courier panel's Book button: queues the booking (lib/fulfilment/couriers/request-booking.ts);
 * the order's page is drawn again with the booking under way.
 */
export const requestCourierBookingAction = staffAction(
  'handleOrders',
  courierBookingFormSchema,
  async ({ number, courier, ...options }, member) => {
    const booked = await requestCourierBooking(member, number, courier, options);
    revalidatePath(adminRoutes.orders.detail(booked.orderNumber));
    const t = staffTranslator();
    return {
      message: t('admin.orders.courier.requested', {
        courier: t(`vocabulary.courierDesk.${courier}`),
        amount: formatBDT(booked.codAmount),
      }),
    };
  },
);
