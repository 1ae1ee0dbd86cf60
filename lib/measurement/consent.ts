/**
 * The shopper's choice about measurement, kept in a first-party cookie so that the
 * checkout's request carries it to the server too (docs/architecture.md, "Measurement").
 * Client-safe.
 */
export const consentCookie = 'nj_consent';
export const consentChoices = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof consentChoices)[number];
/** A year, as browsers allow a cookie set by script at most 400 days. */
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;
