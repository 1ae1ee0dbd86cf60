export { type FittingStatus, fittingTransitions } from './values';
export { dayLabel, shortDayLabel, timeLabel, whenLabel } from './when';
