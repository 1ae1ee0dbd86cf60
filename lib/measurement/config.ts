import 'server-only';
import { env } from '@/lib/env';

export type MetaConfig = {
  pixelId: string;
  token: string;
  graphUrl: string;
  version: string;
  scriptUrl: string;
};
export type Ga4Config = {
  measurementId: string;
  apiSecret: string;
  apiUrl: string;
  scriptUrl: string;
};
export type MeasurementConfig = { meta: MetaConfig | null; ga4: Ga4Config | null };

/**
 * Which partners measure the store, read from the server's environment when asked (never
 * built into the pages: one build serves a store with and without them). lib/env.ts
 * refuses an id without its secret, so a partner is either whole or absent.
 */
export function measurementConfig(source = env): MeasurementConfig {
  const meta =
    source.META_PIXEL_ID && source.META_CAPI_TOKEN
      ? {
          pixelId: source.META_PIXEL_ID,
          token: source.META_CAPI_TOKEN,
          graphUrl: source.META_GRAPH_API_URL.replace(/\/$/, ''),
          version: source.META_GRAPH_API_VERSION,
          scriptUrl: source.META_PIXEL_SCRIPT_URL,
        }
      : null;
  const ga4 =
    source.GA4_MEASUREMENT_ID && source.GA4_API_SECRET
      ? {
          measurementId: source.GA4_MEASUREMENT_ID,
          apiSecret: source.GA4_API_SECRET,
          apiUrl: source.GA4_API_URL.replace(/\/$/, ''),
          scriptUrl: source.GA4_SCRIPT_URL,
        }
      : null;
  return { meta, ga4 };
}
