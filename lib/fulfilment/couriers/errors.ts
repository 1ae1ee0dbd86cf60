import 'server-only';
import { DomainError } from '@/lib/domain-error';
import type { Courier, OrderStatus } from '@/lib/db/values/orders';
import { courierLabels, type BookableCourier } from './names';

const words = { area: 'couriers' };

export const courierNotConfigured = (courier: BookableCourier) =>
  new DomainError({
    kind: 'conflict',
    code: 'courier_not_configured',
    message: `${courierLabels[courier]} is not set up for this store.`,
    fields: { courier: `${courierLabels[courier]} is not set up for this store` },
    words: { ...words, values: { courier: { vocabulary: 'courierDesk', value: courier } } },
  });

/** The order has its consignment: a second booking would send a second rider. */
export const alreadyBooked = (number: string, courier: Courier, trackingCode: string) =>
  new DomainError({
    kind: 'conflict',
    code: 'already_booked',
    message: `Order ${number} is already booked with ${courier === 'other' ? 'a courier' : courierLabels[courier]} (tracking ${trackingCode}).`,
    words: {
      ...words,
      values: { number, trackingCode, courier: { vocabulary: 'courierDesk', value: courier } },
    },
  });

export const notReadyToShip = (number: string, status: OrderStatus) =>
  new DomainError({
    kind: 'conflict',
    code: 'not_ready_to_ship',
    message: `Only a confirmed or packed order can be booked; order ${number} is ${status.replace('_', ' ')}.`,
    words: {
      ...words,
      values: { number, status: { vocabulary: 'orderStatusDesk', value: status } },
    },
  });

export const bookingUnderWay = (number: string) =>
  new DomainError({
    kind: 'conflict',
    code: 'booking_under_way',
    message: `A booking of order ${number} is already under way.`,
    words: { ...words, values: { number } },
  });

/**
 * The courier looked at the request and said no (a 4xx other than for credentials or
 * haste): sending it again would change nothing, so it is not retried.
 */
export class CourierRefusal extends Error {
  override name = 'CourierRefusal';
  constructor(
    readonly courier: BookableCourier,
    /** What the courier said was wrong. */
    readonly reason: string,
    /** The courier's own complaints by field, where it named them. */
    readonly fields: Record<string, string> = {},
  ) {
    super(`${courierLabels[courier]} refused: ${reason}`);
  }
}

/** The courier could not be asked (down, slow, 5xx, credentials refused): worth trying later. */
export class CourierUnavailable extends Error {
  override name = 'CourierUnavailable';
  constructor(
    readonly courier: BookableCourier,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(`${courierLabels[courier]} unavailable: ${message}`);
  }
}
