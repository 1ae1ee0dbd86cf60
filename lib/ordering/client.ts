export { advanceFor } from './orders/advance';
export { refundMethodLabels } from './orders/desk/labels';
export { measurementsText } from './orders/documents/item-details';
export { deliveryCharge } from './orders/totals';
export {
  type Courier,
  couriers,
  type DeliveryZone,
  type OrderEventKind,
  type OrderSource,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  refundMethods,
} from './orders/values';
export { type AddressInput, addressSchema } from './schemas/address';
export { type LineMeasurements, type SavedMeasurements } from './schemas/measurements';
export { isLineMeasurements, measurementProblems } from './schemas/measurement-checks';
export { contactSchema, deliveryZoneFor, orderAddressSchema } from './schemas/order';
export {
  type StaffOrderSource,
  staffOrderSources,
  type StaffPaymentChoice,
} from './schemas/staff-order';
export { trackCodeBodySchema, type TrackCodeInput } from './schemas/track-order';
