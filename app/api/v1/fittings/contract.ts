import { defineContract } from '@/lib/api';
import { fittingBookingBodySchema } from '@/lib/fittings';

export const contract = defineContract({
  POST: {
    body: fittingBookingBodySchema,
    auth: 'optional',
    summary: 'Books a fitting at the showroom',
    description:
      "The confirmation SMS with `cancel_url` and the reminder are queued with it, in the booking's `locale` (cancel link to `/bn/fitting/cancel/…` in Bangla). A signed-in caller's booking is linked to the account (docs/decisions.md 20).",
    responses: {
      201: '`{booking, cancel_url}`, `booking` being `{id, start, when, name, phone, note, status, showroom: {name, address, map_url}}`.',
      400: '`slot_unavailable` for a start that is not a bookable slot.',
      401: '`invalid_code`',
      409: '`slot_full` when the last place went meanwhile (the code stays unused); `already_booked` when the phone holds a place at that time; `too_many_bookings` when the phone, or the signed-in account, already holds 2 fittings to come, the code staying unused.',
    },
  },
});
