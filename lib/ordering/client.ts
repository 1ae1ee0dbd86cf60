export { advanceFor } from './orders/advance';
export { arrivesTooLate, earliestDelivery } from './delivery-date/earliest-delivery';
export { refundMethodLabels } from './orders/desk/labels';
export { deliveryCharge } from './orders/totals';
export {
  type Courier,
  couriers,
  type DeliveryZone,
  type Occasion,
  occasions,
  type OrderEventKind,
  orderEventKinds,
  type OrderSource,
  orderSources,
  type OrderStatus,
  orderStatuses,
  type PaymentMethod,
  paymentMethods,
  type PaymentStatus,
  paymentStatuses,
  refundMethods,
  type CodRiskBadge,
  type CodRiskCheck,
  type ReviewHold,
} from './orders/values';
export { announcedByDefault } from './atelier/announced';
export { type AtelierStage, atelierStages } from './atelier/values';
export { type DeskOrderSort, deskOrderSorts } from './schemas/order-desk';
export { type AddressInput, addressSchema } from './schemas/address';
export { type LineMeasurements, type SavedMeasurements } from './schemas/measurements';
export { measurementProblems } from './schemas/measurement-checks';
export { isLineMeasurements } from './schemas/measurements-shape';
export { contactSchema, deliveryZoneFor, orderAddressSchema } from './schemas/order';
export {
  type StaffOrderSource,
  staffOrderSources,
  type StaffPaymentChoice,
  staffPaymentChoices,
} from './schemas/staff-order';
export { type Landing } from './attribution/landing';
export {
  type StaffShareChannel,
  staffShareChannels,
  staffShareLink,
  whatsappShareLink,
} from './attribution/staff-share-links';
export { rememberLanding, visitLanding } from './attribution/visit-landing';
