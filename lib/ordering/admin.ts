export { readAtelierBoard, type AtelierBoardRow } from './atelier/board';
export { readAtelierPieces, type AtelierPiece } from './atelier/order-pieces';
export { type AtelierStageView } from './atelier/read-stages';
export { recordStage } from './atelier/record-stage';
export { recordStageFormSchema, undoStageFormSchema } from './atelier/schemas';
export { undoStage } from './atelier/undo-stage';
export { catalogueCounts } from './dashboard/catalogue-counts';
export { lowStockGlance, type LowStockGlance } from './dashboard/low-stock-glance';
export { type DayFigures, ordersByDay, ordersToday } from './dashboard/orders-by-day';
export {
  type CampaignRow,
  orderSources,
  type OrderSources,
  type SourceFigures,
  type SourceRow,
  type StaffRow,
} from './dashboard/order-sources';
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
export {
  discountCodeSchema,
  discountCodeSwitchSchema,
  discountCodeUpdateSchema,
} from './discounts/schemas';
export { codeStanding, type CodeStanding } from './discounts/standing';
export { type DiscountKind, type DiscountScope } from './discounts/values';
export {
  readCategoryMeasurementFields,
  saveCategoryMeasurementFields,
} from './fit/category-measurements';
export { addOrderNote } from './orders/desk/add-order-note';
export { promiseDelivery } from './orders/desk/promise-delivery';
export { listDeskOrders } from './orders/desk/list-desk-orders';
export { moveOrder } from './orders/desk/move-order';
export { readDeskOrderWithRow } from './orders/desk/read-desk-order';
export { recordRefund } from './orders/desk/record-refund';
export { releaseHold } from './orders/desk/release-hold';
export {
  type DeskEvent,
  type DeskMessage,
  type DeskOrder,
  type DeskOrderItem,
  type DeskOrderRow,
  type DeskPayment,
  type DeskRefund,
} from './orders/desk/types';
export { measurementLabel, measurementValue } from './orders/documents/item-details';
export { orderDocumentByNumber } from './orders/documents/order-document';
export { shippingLabelPdf } from './orders/documents/shipping-label-pdf';
export { paymentStatusLabels, statusLabels } from './orders/labels';
export { findOrderPieces, type OrderPiece, type OrderPieceVariant } from './orders/order-pieces';
export { type OrderQuote, quoteOrder } from './orders/quote';
export { placeStaffOrder } from './orders/staff-order';
export {
  type Courier,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  type RefundMethod,
} from './orders/values';
export { categoryMeasurementsSchema } from './schemas/measurements';
export {
  type SourcePeriod,
  sourcePeriodOf,
  type SourcePeriodQuery,
  sourcePeriodQuerySchema,
  sourcePeriodSpans,
} from './schemas/source-period';
export {
  type DeskOrderQuery,
  type DeskOrderQueryInput,
  deskOrderQuerySchema,
  type DeskOrderSort,
  deskOrderSorts,
  moveOrderFormSchema,
  orderNoteFormSchema,
  promiseDateFormSchema,
  refundFormSchema,
  releaseHoldFormSchema,
} from './schemas/order-desk';
export {
  orderPiecesQuerySchema,
  orderQuoteFormSchema,
  staffOrderFormSchema,
} from './schemas/staff-order';
export { type DeskStep, markUnfinishedCheckout } from './unfinished/desk-actions';
export {
  listUnfinishedCheckouts,
  type UnfinishedCheckout,
  type UnfinishedPiece,
} from './unfinished/desk-list';
export { recoveredCheckouts, type RecoveredFigures } from './unfinished/recovered';
export { listRecoveredCheckouts, type RecoveredCheckout } from './unfinished/recovered-list';
export { unfinishedCheckoutStepSchema } from './unfinished/schemas';
