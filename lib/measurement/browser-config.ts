import 'server-only';
import type { BrowserMeasurement } from './browser-measurement';
import { measurementConfig, type MeasurementConfig } from './config';

/**
 * What the browser needs to measure (ids and script addresses, no secret), or `null` with
 * no partner set: GET /api/v1/measurement answers it, read at run time, so that a page
 * prerendered once serves a store with and without measurement.
 */
export function browserMeasurement(
  config: MeasurementConfig = measurementConfig(),
): BrowserMeasurement | null {
  const { meta, ga4 } = config;
  if (!meta && !ga4) return null;
  return {
    meta: meta ? { pixelId: meta.pixelId, scriptUrl: meta.scriptUrl } : null,
    ga4: ga4 ? { measurementId: ga4.measurementId, scriptUrl: ga4.scriptUrl } : null,
  };
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The hosts the pages' Content-Security-Policy adds for the partners' scripts and what they
 * send (developers.facebook.com/docs/meta-pixel/get-started, "Content Security Policy";
 * developers.google.com/tag-platform/security/guides/csp): none without their ids.
 */
export function measurementSources(config: MeasurementConfig = measurementConfig()) {
  const { meta, ga4 } = config;
  const metaSends = meta ? ['https://www.facebook.com'] : [];
  const googleSends = ga4
    ? [
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ]
    : [];
  return {
    script: [
      ...(meta ? [originOf(meta.scriptUrl)] : []),
      ...(ga4 ? [originOf(ga4.scriptUrl)] : []),
    ],
    connect: [...metaSends, ...googleSends],
    img: [...metaSends, ...googleSends],
  };
}
