export { fittingDaySchema, fittingStatusChangeSchema } from './schemas/fitting';
export { changeFittingStatus } from './staff-change';
export { readStaffFittingDay, type StaffFittingSlot } from './staff-day';
export { readUpcomingFittings, type UpcomingFittingDay } from './upcoming';
export { fittingStatusLabels } from './values';
export { dayLabel, shortDayLabel } from './when';
