export { readOwnOrder, readOwnOrderRow } from './access';
export { attachGuestOrders } from './attach-guest-orders';
export { checkoutCodeMessage, requestCheckoutCode } from './checkout-code';
export { addOrderNote } from './desk/add-order-note';
export { dhakaDayEnd, dhakaDayStart } from './desk/dhaka-day';
export { refundMethodLabels } from './desk/labels';
export { listDeskOrders } from './desk/list-desk-orders';
export { moveOrder } from './desk/move-order';
export { readDeskOrderWithRow } from './desk/read-desk-order';
export { recordRefund } from './desk/record-refund';
export type {
  DeskEvent,
  DeskMessage,
  DeskOrder,
  DeskOrderItem,
  DeskOrderRow,
  DeskPayment,
  DeskRefund,
} from './desk/types';
export { invoicePdf } from './documents/invoice-pdf';
export { measurementLabel, measurementValue } from './documents/item-details';
export { orderDocumentByNumber, orderDocumentOf } from './documents/order-document';
export { pdfResponse } from './documents/pdf-response';
export { shippingLabelPdf } from './documents/shipping-label-pdf';
export { orderNotFound } from './errors';
export { handleIpn, handleReturn, readGatewayForm, type ReturnOutcome } from './gateway/callbacks';
export { guestOrdersCookie, guestOrdersOf } from './guest-access';
export { idempotencyKeyOf } from './idempotency';
export { formatOrderDate, paymentStatusLabels, statusLabels } from './labels';
export { dueOnDelivery, queueStatusMessages } from './notify-status';
export { orderInLanguage } from './order-in-language';
export { findOrderPieces, type OrderPiece, type OrderPieceVariant } from './order-pieces';
export { orderForPage } from './page-access';
export { placeOrder } from './place-order';
export { quoteOrder, type OrderQuote } from './quote';
export { listOrders, type OrderRow } from './read';
export { placeStaffOrder } from './staff-order';
export { changeStatus, lockOrder, lockOrderByNumber } from './status';
export { recordOrderEvent, systemActor } from './timeline';
export { trackedOrderCookies } from './tracking/access';
export { openTrackedOrder } from './tracking/open-order';
export { trackedOrderForPage } from './tracking/page-access';
export { requestTrackCode, trackCodeMessage } from './tracking/request-code';
export { courierMayMove } from './transitions';
export type { Order, OrderTimelineEntry } from './types';
export {
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  type Courier,
  type OrderSource,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type RefundMethod,
} from './values';
