import { z } from 'zod';
import { divisions, isDistrictOf } from '@/lib/validation';
import { phoneSchema } from '@/lib/validation/client';

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, { error: `Enter the ${label}` })
    .max(max, { error: `Use at most ${max} characters` });

/** The fields of a delivery address, shared by the profile, checkout and the API. */
export const addressFieldsSchema = z.object({
  recipient: text('recipient’s name', 100),
  phone: phoneSchema,
  division: z.enum(divisions, { error: 'Choose a division' }),
  district: z.string({ error: 'Choose a district' }).min(1, { error: 'Choose a district' }),
  area: text('area or thana', 100),
  line: text('house, road and block', 200),
});

const districtMatches = (value: { division: string; district: string }) =>
  isDistrictOf(value.division, value.district);
const wrongDistrict = { error: 'Choose a district of this division', path: ['district'] };

/** An address as a shopper saves it; with `id` it changes that address, without it adds one. */
export const addressSchema = addressFieldsSchema
  .extend({
    id: z.number().int().positive().optional(),
    label: z.string().trim().max(40, { error: 'Use at most 40 characters' }).default(''),
    is_default: z.boolean().default(false),
  })
  .refine(districtMatches, wrongDistrict);

export type AddressInput = z.infer<typeof addressSchema>;
