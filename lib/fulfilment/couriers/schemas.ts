import { z } from 'zod';
import { bookableCouriers, pathaoWeight } from './names';
import { optional, longText, numeric, whole } from '@/lib/validation';
import { orderNumberParamsSchema } from '@/lib/ordering';

const placeMessage = 'must be one of Pathao’s places';
const place = optional(whole(1, 2_147_483_647, placeMessage));

const weightMessage = `must be a weight from ${pathaoWeight.min} to ${pathaoWeight.max} kg`;
const weight = optional(
  z.preprocess(
    numeric,
    z
      .number({ error: weightMessage })
      .min(pathaoWeight.min, { error: weightMessage })
      .max(pathaoWeight.max, { error: weightMessage }),
  ),
);

/** What staff choose when booking a courier; Pathao needs its city and zone. */
export const courierBookingOptionsSchema = z.object({
  /** Cash to collect on delivery, in whole taka; left out, what the order still owes. */
  codAmount: optional(whole(0, 10_000_000, 'must be an amount in whole taka, such as 12500')),
  note: longText(200),
  cityId: place,
  zoneId: place,
  areaId: place,
  /** Kilograms, for Pathao. */
  itemWeight: weight,
});
/** The options as a form or a script gives them: numbers, or their text. */
export type CourierBookingOptions = Partial<
  Record<'codAmount' | 'cityId' | 'zoneId' | 'areaId' | 'itemWeight', number | string>
> & { note?: string };

export const courierBookingSchema = courierBookingOptionsSchema
  .extend({
    courier: z.enum(bookableCouriers, { error: 'Choose Steadfast or Pathao' }),
  })
  .superRefine(
    (value, context) => {
      if (typeof value !== 'object' || value === null || value.courier !== 'pathao') return;
      for (const [field, message] of [
        ['cityId', 'Choose the city'],
        ['zoneId', 'Choose the zone'],
      ] as const) {
        if (!value[field]) context.addIssue({ code: 'custom', path: [field], message });
      }
    },
    // Checked even when another field is wrong, so that every message shows at once.
    { when: () => true },
  );
export type CourierBooking = z.output<typeof courierBookingSchema>;

/** The desk's booking form: the order it is about, and the booking. */
export const courierBookingFormSchema = z.intersection(
  orderNumberParamsSchema,
  courierBookingSchema,
);

/** /api/v1/admin/couriers/pathao/cities/{cityId}/zones */
export const pathaoCityParamsSchema = z.object({
  cityId: whole(1, 2_147_483_647, 'must be a city id'),
});

/** /api/v1/admin/couriers/pathao/zones/{zoneId}/areas */
export const pathaoZoneParamsSchema = z.object({
  zoneId: whole(1, 2_147_483_647, 'must be a zone id'),
});
