export type { BrowserMeasurement } from './browser-measurement';
export { consentChoices, consentCookie, consentMaxAgeSeconds, type ConsentChoice } from './consent';
