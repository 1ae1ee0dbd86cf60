export { fittingTransitions, type FittingStatus } from './values';
export { dayLabel, shortDayLabel, timeLabel, whenLabel } from './when';
