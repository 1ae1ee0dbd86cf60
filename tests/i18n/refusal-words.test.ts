import * as stockErrors from '@/lib/catalogue/stock/errors';
import { DomainError } from '@/lib/domain-error';
import * as fittingErrors from '@/lib/fittings/errors';
import * as courierErrors from '@/lib/fulfilment/couriers/errors';
import { refusalKey, staffRefusalMessage } from '@/lib/identity/staff-actions/refusal-words';
import { staffTranslator } from '@/lib/i18n/staff-translator';
import type { Actor } from '@/lib/identity';
import { staffErrors } from '@/lib/identity/staff/errors';
import * as deskErrors from '@/lib/ordering/orders/desk/errors';
import * as orderErrors from '@/lib/ordering/orders/errors';

/** A member whose role may do nothing: the role checks refuse her. */
const nobody = { role: null } as unknown as Actor;

/**
 * Each refusal the errors files of orders, stock, staff, fittings and couriers define, by
 * its name, with the arguments to make it. One added without a sample fails here.
 */
const samples: Record<string, unknown[]> = {
  orderChanged: ['shipped'],
  notRefundable: ['unpaid'],
  orderHeld: [],
  orderNotHeld: [],
  refundTooLarge: [500],
  trackingNeeded: [],
  courierOnlyWhenShipping: [],
  assertMayHandleOrders: [nobody],
  outOfStock: [{ 'items.0.quantity': 'Only 1 left' }],
  idempotencyConflict: [],
  orderNotFound: [],
  paymentUnavailable: [],
  variantNotFound: [],
  stockTooLow: [2],
  assertMayAdjustStock: [nobody],
  signedOut: [],
  secondStep: [],
  notAllowed: [],
  wrongCode: [],
  lastOwner: [],
  notFound: ['staff member'],
  slotFull: [],
  slotUnavailable: [],
  alreadyBooked: ['NJ-260310-00001', 'steadfast', 'SF-1'],
  tooManyBookings: ['account', 3],
  bookingNotFound: [],
  bookingChanged: [],
  statusNotAllowed: ['cancelled', 'attended'],
  courierNotConfigured: ['pathao'],
  notReadyToShip: ['NJ-260310-00001', 'pending_payment'],
  bookingUnderWay: ['NJ-260310-00001'],
};

const isClass = (value: unknown) => typeof value === 'function' && value.prototype instanceof Error;

/** What a factory makes, or an assertion throws. */
function made(make: (...args: unknown[]) => unknown, args: unknown[]): unknown {
  try {
    return make(...args);
  } catch (error) {
    return error;
  }
}

const refusals = Object.entries({
  ...deskErrors,
  ...orderErrors,
  ...stockErrors,
  ...fittingErrors,
  ...courierErrors,
  ...staffErrors,
}).flatMap(([name, make]) => {
  if (typeof make !== 'function' || isClass(make)) return [];
  const args = samples[name] ?? [];
  const error = made(make as (...args: unknown[]) => unknown, args);
  return [[name, name in samples, error] as const];
});

describe('the staff’s words for a refusal', () => {
  it.each(refusals)('%s has a sample and makes a refusal', (_name, sampled, error) => {
    expect(sampled).toBe(true);
    expect(error).toBeInstanceOf(DomainError);
  });

  // A field's problems (validation_failed) are worded beside the field, out of this catalogue.
  const worded = refusals.filter(
    ([, , error]) => error instanceof DomainError && error.code !== 'validation_failed',
  ) as [string, boolean, DomainError][];

  describe.each(['en', 'bn'] as const)('in %s', (locale) => {
    const t = staffTranslator(locale) as unknown as { has: (key: string) => boolean };

    it.each(worded)('%s has words, filled with its values', (_name, _sampled, error) => {
      const key = refusalKey(error);
      expect(key && t.has(key)).toBe(true);
      const text = staffRefusalMessage(error, locale);
      expect(text).not.toMatch(/[{}]|admin\.refusals/);
      if (locale === 'bn') expect(text).toMatch(/[\u0980-\u09FF]/);
    });
  });

  it('fills a refusal’s values, a status in the vocabulary’s words', () => {
    expect(staffRefusalMessage(courierErrors.notReadyToShip('NJ-1', 'pending_payment'))).toBe(
      'Only a confirmed or packed order can be booked; order NJ-1’s status is Awaiting payment.',
    );
    expect(staffRefusalMessage(fittingErrors.tooManyBookings('phone', 3), 'bn')).toBe(
      'এই ফোন নম্বরে আগেই ৩টি ফিটিং বুক করা আছে। অন্য সময় বুক করতে একটি বাতিল করুন (লিংকটি SMS-এ আছে)।',
    );
    expect(staffRefusalMessage(staffErrors.notFound('discount code'))).toBe(
      'That discount code does not exist.',
    );
  });

  it('keeps the English message of a refusal the catalogue has no words for', () => {
    const unworded = new DomainError({ kind: 'conflict', code: 'odd', message: 'As it was.' });
    expect(staffRefusalMessage(unworded)).toBe('As it was.');
    const unknownCode = new DomainError({
      kind: 'conflict',
      code: 'odd',
      message: 'As it was.',
      words: { area: 'orders' },
    });
    expect(staffRefusalMessage(unknownCode)).toBe('As it was.');
  });
});
