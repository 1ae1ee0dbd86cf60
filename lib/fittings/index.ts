export { hasFittingBooked } from './booked-for-phone';
export { bookFitting } from './book';
export { cancelByToken, readBookingByToken } from './cancel';
export { readFirstFittingDay, readFittingDay } from './read-slots';
export { requestFittingCode } from './request-code';
export {
  cancelTokenSchema,
  fittingBookingBodySchema,
  fittingCancelBodySchema,
  fittingCodeBodySchema,
  fittingSlotsQuerySchema,
} from './schemas/fitting';
export { whenLabel } from './when';
