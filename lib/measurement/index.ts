export { attributionOf, type Attribution } from './attribution';
export { browserMeasurement, measurementSources } from './browser-config';
export type { MeasuredLine, MeasuredOrder } from './measured-order';
export {
  browserIdsToKeep,
  keptAttribution,
  queuePurchase,
  queueRefund,
  type BrowserIds,
} from './queue-events';
