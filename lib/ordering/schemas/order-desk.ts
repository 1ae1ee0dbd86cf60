import { isCalendarDay } from '@/lib/format/dhaka-day';
import { z } from 'zod';
import { needBySchema } from './occasion';
import {
  couriers,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  refundMethods,
  type Courier,
  type OrderStatus,
  type RefundMethod,
} from '@/lib/db/values/orders';
import { districtsByDivision } from '@/lib/validation/client';
import {
  blankToUndefined,
  optional,
  flag,
  longText,
  price,
  requiredText,
  whole,
} from '@/lib/validation';
import { orderNumberParamsSchema } from './order';

/** The staff's order desk (issue 24, items 1 and 2): its list, its moves, refunds and notes. */

export const deskOrderSorts = ['newest', 'oldest', 'total_high', 'total_low'] as const;
export type DeskOrderSort = (typeof deskOrderSorts)[number];

export const deskPageSize = 25;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  optional(z.enum(values, { error: `must be one of ${values.join(', ')}` }));

const districts: readonly string[] = Object.values(districtsByDivision).flat();

const dayMessage = 'must be a date written 2026-03-21';

/** A calendar day as the date field sends it (YYYY-MM-DD), and a real one (no 31 June). */
const day = z.string({ error: dayMessage }).trim().refine(isCalendarDay, { error: dayMessage });

/**
 * The desk's list: every value a string, so that filters live in the address. Days are
 * Dhaka's (`from` and `to` both included); `q` is an order number, a phone in any usual
 * spelling, or part of the shopper's name.
 */
export const deskOrderQuerySchema = z
  .object({
    q: optional(z.string().trim().max(100, { error: 'must be at most 100 characters' })),
    status: oneOf(orderStatuses),
    method: oneOf(paymentMethods),
    payment: oneOf(paymentStatuses),
    district: optional(
      z
        .string()
        .trim()
        .refine((name) => districts.includes(name), {
          error: 'must be one of the 64 districts',
        }),
    ),
    from: optional(day),
    to: optional(day),
    sort: oneOf(deskOrderSorts).transform((value) => value ?? 'newest'),
    page: optional(whole(1, 1_000_000, 'must be a whole number from 1 to 1000000')).transform(
      (value) => value ?? 1,
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'must be on or after the first day',
    path: ['to'],
  });

export type DeskOrderQueryInput = z.input<typeof deskOrderQuerySchema>;
export type DeskOrderQuery = z.output<typeof deskOrderQuerySchema>;

const note = longText(500);

/**
 * How a staff member moves an order. `from` is the status they saw: when someone else moved
 * the order meanwhile, the move is refused rather than applied to an order they did not see.
 */
export const moveOrderOptionsSchema = z
  .object({
    from: oneOf(orderStatuses),
    note,
    notify: flag,
    restock: flag,
    courier: oneOf(couriers),
    trackingCode: optional(
      z
        .string({ error: 'must be text' })
        .trim()
        .max(60, { error: 'must be at most 60 characters' })
        .regex(/^[\w./-]+$/, { error: 'may hold letters, digits, dots, dashes and slashes' }),
    ),
  })
  .refine((options) => !options.trackingCode || options.courier, {
    error: 'Choose the courier that gave this tracking code',
    path: ['courier'],
  })
  .refine((options) => !options.courier || options.trackingCode, {
    error: 'Enter the tracking code the courier gave',
    path: ['trackingCode'],
  });

/** What a caller passes (the form sends text; a script may send values). */
export type MoveOrderOptionsInput = {
  from?: OrderStatus;
  note?: string;
  notify?: boolean | string;
  restock?: boolean | string;
  courier?: Courier;
  trackingCode?: string;
};
export type MoveOrderOptions = z.output<typeof moveOrderOptionsSchema>;

const orderNumber = orderNumberParamsSchema.shape.number;

/** The desk's move form: which order, where to, and the options above. */
export const moveOrderFormSchema = z.intersection(
  z.object({
    number: orderNumber,
    to: z.enum(orderStatuses, { error: 'Choose what happens to the order' }),
  }),
  moveOrderOptionsSchema,
);

export const refundSchema = z.object({
  amount: price,
  method: z.enum(refundMethods, { error: 'Choose how the money went back' }),
  reference: requiredText(100),
  note,
});

export type RefundInput = {
  amount: number | string;
  method: RefundMethod;
  reference: string;
  note?: string;
};

export const refundFormSchema = refundSchema.extend({ number: orderNumber });

export const orderNoteSchema = z.object({
  note: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Write the note' })
      .trim()
      .max(2000, { error: 'must be at most 2000 characters' }),
  ),
  public: flag,
});

export const orderNoteFormSchema = orderNoteSchema.extend({ number: orderNumber });

/** Staff lift an order's review hold: why, in their words, for the audit. */
export const releaseHoldSchema = z.object({
  reason: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Say why the order may go on' })
      .trim()
      .min(3, { error: 'Say why the order may go on' })
      .max(500, { error: 'must be at most 500 characters' }),
  ),
});

export const releaseHoldFormSchema = releaseHoldSchema.extend({ number: orderNumber });
/** The day staff promise her on the order call: a Dhaka day from today, within two years. */
export const promiseDateFormSchema = z.object({ number: orderNumber, promised: needBySchema });
