export {
  type BookingState,
  type CourierPanelOrder,
  courierPanelView,
  type NotBooked,
} from './couriers/panel';
export { pathaoAreas, pathaoCities, pathaoZones } from './couriers/pathao-places';
export { requestCourierBooking } from './couriers/request-booking';
export {
  courierBookingFormSchema,
  pathaoCityParamsSchema,
  pathaoZoneParamsSchema,
} from './couriers/schemas';
export {
  countFailedJobs,
  dropFailedJob,
  type FailedJob,
  listFailedJobs,
  retryFailedJob,
} from './failed-jobs/failed-jobs';
export { failedJobsQuerySchema, type FailedJobState, jobRefSchema } from './schemas/jobs';
