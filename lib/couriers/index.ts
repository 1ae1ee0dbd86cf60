export { courierLabels } from './names';
export { courierPanelView, type BookingState, type CourierPanelOrder } from './panel';
export { pathaoAreas, pathaoCities, pathaoZones } from './pathao-places';
export { requestCourierBooking } from './request-booking';
export {
  courierBookingFormSchema,
  pathaoCityParamsSchema,
  pathaoZoneParamsSchema,
} from './schemas';
export { pathaoWebhook, steadfastWebhook } from './webhooks';
