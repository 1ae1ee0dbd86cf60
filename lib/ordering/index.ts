export { mergeCart, readCart, replaceCart } from './cart/server-cart';
export { catalogueCounts } from './dashboard/catalogue-counts';
export { lowStockGlance, type LowStockGlance } from './dashboard/low-stock-glance';
export { type DayFigures, ordersByDay, ordersToday } from './dashboard/orders-by-day';
export { ordersWaiting } from './dashboard/orders-waiting';
export { teamFigures } from './dashboard/team-figures';
export {
  discountCategoryOptions,
  findStaffDiscountCode,
  listDiscountCodes,
  type StaffDiscountCode,
} from './discounts/admin/read-codes';
export { createDiscountCode, updateDiscountCode } from './discounts/admin/save-code';
export { setDiscountCodeActive } from './discounts/admin/switch-code';
export { linesSubtotal } from './discounts/amount';
export { checkCartDiscount } from './discounts/check-cart';
export { customerKeyOf } from './discounts/customer-key';
export { evaluateDiscount } from './discounts/evaluate';
export { orderDiscount } from './discounts/order-discount';
export { redeemDiscount, releaseDiscount } from './discounts/redeem';
export { refusalMessage } from './discounts/refusals';
export {
  cartDiscountBodySchema,
  discountCodeSchema,
  discountCodeSwitchSchema,
  discountCodeUpdateSchema,
} from './discounts/schemas';
export { codeStanding, type CodeStanding } from './discounts/standing';
export { countDiscountTry } from './discounts/tries';
export { type DiscountKind, type DiscountScope } from './discounts/values';
export {
  readCategoryMeasurementFields,
  saveCategoryMeasurementFields,
} from './fit/category-measurements';
export { orderMeasurements } from './fit/order-measurements';
export { sizeGuideFor } from './fit/product-size-guide';
export {
  keepOrderMeasurements,
  readProfileMeasurements,
  saveProfileMeasurements,
} from './fit/profile-measurements';
export { readOwnOrder, readOwnOrderRow } from './orders/access';
export { attachGuestOrders } from './orders/attach-guest-orders';
export { checkoutCodeMessage, requestCheckoutCode } from './orders/checkout-code';
export { addOrderNote } from './orders/desk/add-order-note';
export { dhakaDayEnd, dhakaDayStart } from './orders/desk/dhaka-day';
export { refundMethodLabels } from './orders/desk/labels';
export { listDeskOrders } from './orders/desk/list-desk-orders';
export { moveOrder } from './orders/desk/move-order';
export { readDeskOrderWithRow } from './orders/desk/read-desk-order';
export { recordRefund } from './orders/desk/record-refund';
export {
  type DeskEvent,
  type DeskMessage,
  type DeskOrder,
  type DeskOrderItem,
  type DeskOrderRow,
  type DeskPayment,
  type DeskRefund,
} from './orders/desk/types';
export { invoicePdf } from './orders/documents/invoice-pdf';
export { measurementLabel, measurementValue } from './orders/documents/item-details';
export { orderDocumentByNumber, orderDocumentOf } from './orders/documents/order-document';
export { pdfResponse } from './orders/documents/pdf-response';
export { shippingLabelPdf } from './orders/documents/shipping-label-pdf';
export { orderNotFound } from './orders/errors';
export {
  handleIpn,
  handleReturn,
  readGatewayForm,
  type ReturnOutcome,
} from './orders/gateway/callbacks';
export { guestOrdersCookie, guestOrdersOf } from './orders/guest-access';
export { idempotencyKeyOf } from './orders/idempotency';
export { formatOrderDate, paymentStatusLabels, statusLabels } from './orders/labels';
export { dueOnDelivery, queueStatusMessages } from './orders/notify-status';
export { orderInLanguage } from './orders/order-in-language';
export { findOrderPieces, type OrderPiece, type OrderPieceVariant } from './orders/order-pieces';
export { orderForPage } from './orders/page-access';
export { placeOrder } from './orders/place-order';
export { type OrderQuote, quoteOrder } from './orders/quote';
export { listOrders, type OrderRow } from './orders/read';
export { placeStaffOrder } from './orders/staff-order';
export { changeStatus, lockOrder, lockOrderByNumber } from './orders/status';
export { recordOrderEvent, systemActor } from './orders/timeline';
export { trackedOrderCookies } from './orders/tracking/access';
export { openTrackedOrder } from './orders/tracking/open-order';
export { trackedOrderForPage } from './orders/tracking/page-access';
export { requestTrackCode, trackCodeMessage } from './orders/tracking/request-code';
export { courierMayMove } from './orders/transitions';
export { type Order, type OrderTimelineEntry } from './orders/types';
export {
  type Courier,
  type OrderSource,
  type OrderStatus,
  orderStatuses,
  type PaymentMethod,
  paymentMethods,
  type PaymentStatus,
  paymentStatuses,
  type RefundMethod,
} from './orders/values';
