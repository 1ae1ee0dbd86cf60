import { defineContract } from '@/lib/api';
import { profileMeasurementsSchema } from '@/lib/ordering';

export const contract = defineContract({
  GET: {
    auth: 'required',
    summary: "The signed-in shopper's saved measurements",
    responses: {
      200: '`{unit, values, updated_at}` (none yet: `{unit: "in", values: {}, updated_at: null}`)',
    },
  },
  PUT: {
    body: profileMeasurementsSchema,
    auth: 'required',
    summary: "Replaces the signed-in shopper's measurements",
    description: 'Any known measurements, each in its range for `unit`.',
    responses: { 200: 'As `GET`.', 400: 'A value out of range, named (`values.bust`).' },
  },
});
