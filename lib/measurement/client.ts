export type { BrowserMeasurement } from './browser-measurement';
export { consentChoices, consentCookie, consentMaxAgeSeconds, type ConsentChoice } from './consent';
export { ga4Item } from './ga4-event';
