/** A fitting booking's life: booked, then attended or no_show, or cancelled (final). */
export const fittingStatuses = ['booked', 'cancelled', 'attended', 'no_show'] as const;
export type FittingStatus = (typeof fittingStatuses)[number];
