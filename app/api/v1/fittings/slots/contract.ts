import { defineContract } from '@/lib/api';
import { fittingSlotsQuerySchema } from '@/lib/fittings';

export const contract = defineContract({
  GET: {
    query: fittingSlotsQuerySchema,
    summary: "A day's fitting slots, and the days that may be booked",
    description:
      "Days are Dhaka calendar days (`YYYY-MM-DD`); a slot's `start` is an ISO instant. A closed day or one outside the window has no slots. Never cached: places change with every booking.",
    responses: {
      200: "`{date, days, slots}`: `days` every day that may be booked, soonest first; `slots` the day's times that may still be booked (after the notice, within the window), each `{start, time, places, places_left, full}`.",
    },
  },
});
