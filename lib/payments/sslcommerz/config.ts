import 'server-only';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';

export type SslcommerzConfig = {
  storeId: string;
  storePassword: string;
  /** The gateway host: sandbox, live, or a mock in tests. */
  apiUrl: string;
  /** Where the gateway sends the shopper back and posts its notifications. */
  siteUrl: string;
};

export const gatewayHosts = {
  sandbox: 'https://sandbox.sslcommerz.com',
  live: 'https://securepay.sslcommerz.com',
} as const;

function fromEnv(): SslcommerzConfig | null {
  if (!env.SSLCOMMERZ_STORE_ID || !env.SSLCOMMERZ_STORE_PASSWORD) return null;
  const host = env.SSLCOMMERZ_SANDBOX === 'true' ? gatewayHosts.sandbox : gatewayHosts.live;
  return {
    storeId: env.SSLCOMMERZ_STORE_ID,
    storePassword: env.SSLCOMMERZ_STORE_PASSWORD,
    apiUrl: (env.SSLCOMMERZ_API_URL ?? host).replace(/\/$/, ''),
    siteUrl: env.SITE_URL,
  };
}

let override: { config: SslcommerzConfig | null } | undefined;

/** The gateway's settings, or null when SSLCommerz is not configured (then only cash on delivery). */
export function sslcommerzConfig(): SslcommerzConfig | null {
  return override ? override.config : fromEnv();
}

/** Tests point the store at a mock gateway (or switch it off); undefined goes back to the environment. */
export function setSslcommerzConfigForTests(config: SslcommerzConfig | null | undefined): void {
  override = config === undefined ? undefined : { config };
}

/**
 * The store's addresses the gateway calls: the shopper's return and the IPN. The return
 * names the shopper's language, so she comes back to the page she paid from in it.
 */
export function callbackUrls(config: SslcommerzConfig, locale: Locale = 'en') {
  const base = `${config.siteUrl}/api/v1/payments/sslcommerz`;
  const language = locale === 'en' ? '' : `?locale=${locale}`;
  return {
    success_url: `${base}/return/success${language}`,
    fail_url: `${base}/return/fail${language}`,
    cancel_url: `${base}/return/cancel${language}`,
    ipn_url: `${base}/ipn`,
  };
}
