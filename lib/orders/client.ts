export { advanceFor } from './advance';
export { refundMethodLabels } from './desk/labels';
export { measurementsText } from './documents/item-details';
export { deliveryCharge } from './totals';
export {
  couriers,
  refundMethods,
  type Courier,
  type DeliveryZone,
  type OrderEventKind,
  type OrderSource,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from './values';
