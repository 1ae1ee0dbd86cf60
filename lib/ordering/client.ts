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
