import type { FittingStatus } from '@/lib/db/values/fittings';

// The statuses are stored by the schema, so they live beside it.
export { fittingStatuses, type FittingStatus } from '@/lib/db/values/fittings';

export const fittingStatusLabels: Record<FittingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'No-show',
};

/** Where staff may move a booking: a mark may be corrected; a cancellation is final. */
export const fittingTransitions: Record<FittingStatus, readonly FittingStatus[]> = {
  booked: ['attended', 'no_show', 'cancelled'],
  attended: ['no_show', 'booked'],
  no_show: ['attended', 'booked'],
  cancelled: [],
};
