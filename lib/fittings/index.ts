export { bookFitting } from './book';
export { cancelByToken, readBookingByToken } from './cancel';
export { readFirstFittingDay, readFittingDay } from './read-slots';
export { requestFittingCode } from './request-code';
export { changeFittingStatus } from './staff-change';
export { readStaffFittingDay, type StaffFittingSlot } from './staff-day';
export { readUpcomingFittings, type UpcomingFittingDay } from './upcoming';
export { fittingStatusLabels } from './values';
export { dayLabel, shortDayLabel, whenLabel } from './when';
