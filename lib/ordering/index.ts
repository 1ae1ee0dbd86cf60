export { mergeCart, readCart, replaceCart } from './cart/server-cart';
export { checkCartDiscount } from './discounts/check-cart';
export { cartDiscountBodySchema } from './discounts/schemas';
export { countDiscountTry } from './discounts/tries';
export { sizeGuideFor } from './fit/product-size-guide';
export { readProfileMeasurements, saveProfileMeasurements } from './fit/profile-measurements';
export { readOwnOrder, readOwnOrderRow } from './orders/access';
export { attachGuestOrders } from './orders/attach-guest-orders';
export { checkoutCodeMessage, requestCheckoutCode } from './orders/checkout-code';
export { dhakaDayEnd, dhakaDayStart } from './orders/desk/dhaka-day';
export { invoicePdf } from './orders/documents/invoice-pdf';
export { orderDocumentOf } from './orders/documents/order-document';
export { pdfResponse } from './orders/documents/pdf-response';
export { orderNotFound } from './orders/errors';
export {
  handleIpn,
  handleReturn,
  readGatewayForm,
  type ReturnOutcome,
} from './orders/gateway/callbacks';
export { guestOrdersCookie, guestOrdersOf } from './orders/guest-access';
export { idempotencyKeyOf } from './orders/idempotency';
export { formatOrderDate } from './orders/labels';
export { dueOnDelivery, queueOrderMessages, queueStatusMessages } from './orders/notify-status';
export { orderInLanguage } from './orders/order-in-language';
export { orderForPage } from './orders/page-access';
export { placeOrder } from './orders/place-order';
export { findOrderById, listOrders, type OrderRow } from './orders/read';
export { recordCodRisk } from './orders/risk/record-cod-risk';
export { changeStatus, lockOrder, lockOrderByNumber } from './orders/status';
export { recordOrderEvent, systemActor } from './orders/timeline';
export { trackedOrderCookies } from './orders/tracking/access';
export { openTrackedOrder } from './orders/tracking/open-order';
export { trackedOrderForPage } from './orders/tracking/page-access';
export { requestTrackCode, trackCodeMessage } from './orders/tracking/request-code';
export { courierMayMove } from './orders/transitions';
export { whatsappWebhook } from './orders/whatsapp-deliveries';
export { type Order, type OrderItemStage, type OrderTimelineEntry } from './orders/types';
export {
  type OrderSource,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from './orders/values';
export { type AddressInput, addressSchema } from './schemas/address';
export { cartBodySchema, wishlistBodySchema, wishlistParamsSchema } from './schemas/cart';
export { profileMeasurementsSchema } from './schemas/measurements';
export { checkoutCodeBodySchema, orderBodySchema, orderNumberParamsSchema } from './schemas/order';
export {
  trackCodeBodySchema,
  trackedNumberSchema,
  trackOrderBodySchema,
} from './schemas/track-order';
export { type BagLinkState, openBagLink } from './unfinished/open-bag-link';
export { recordUnfinishedCheckout } from './unfinished/record';
export {
  bagTokenParamsSchema,
  checkoutStartSchema,
  signedInCheckoutBodySchema,
} from './unfinished/schemas';
