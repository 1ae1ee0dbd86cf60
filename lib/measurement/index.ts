export { attributionOf, type Attribution } from './attribution';
export { browserMeasurement, measurementSources } from './browser-config';
export type { MeasuredLine, MeasuredOrder } from './measured-order';
export { keepAttribution, keptAttribution, queuePurchase, queueRefund } from './queue-events';
