import { fittingStatuses, type FittingStatus } from '@/lib/db/values/fittings';
import { vocabularyLabels } from '@/lib/i18n/vocabulary';

// The statuses are stored by the schema, so they live beside it.
export { fittingStatuses, type FittingStatus } from '@/lib/db/values/fittings';

export const fittingStatusLabels = vocabularyLabels('fittingStatus', fittingStatuses);

/** Where staff may move a booking: a mark may be corrected; a cancellation is final. */
export const fittingTransitions: Record<FittingStatus, readonly FittingStatus[]> = {
  booked: ['attended', 'no_show', 'cancelled'],
  attended: ['no_show', 'booked'],
  no_show: ['attended', 'booked'],
  cancelled: [],
};
