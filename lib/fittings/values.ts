/** A fitting booking's life: booked, then attended or no_show, or cancelled (final). */
export const fittingStatuses = ['booked', 'cancelled', 'attended', 'no_show'] as const;
export type FittingStatus = (typeof fittingStatuses)[number];

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
