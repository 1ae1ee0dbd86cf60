import 'server-only';
import { env } from '@/lib/env';
import type { BookableCourier } from './names';

export type SteadfastSettings = {
  apiKey: string;
  secretKey: string;
  /** https://portal.packzy.com/api/v1, or a mock in tests. */
  baseUrl: string;
  /** The Bearer token its webhook carries; without one the store polls instead. */
  webhookToken?: string;
};

export type PathaoSettings = {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** The merchant's pickup store at Pathao. */
  storeId: number;
  /** https://api-hermes.pathao.com, or a mock in tests. */
  baseUrl: string;
  /** The secret its webhook carries in X-PATHAO-Signature; without one the store polls. */
  webhookSecret?: string;
};

export type CourierSettings = { steadfast?: SteadfastSettings; pathao?: PathaoSettings };

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

function fromEnv(): CourierSettings {
  const settings: CourierSettings = {};
  if (env.STEADFAST_API_KEY && env.STEADFAST_SECRET_KEY) {
    settings.steadfast = {
      apiKey: env.STEADFAST_API_KEY,
      secretKey: env.STEADFAST_SECRET_KEY,
      baseUrl: withoutSlash(env.STEADFAST_BASE_URL),
      webhookToken: env.STEADFAST_WEBHOOK_TOKEN,
    };
  }
  const { PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME, PATHAO_PASSWORD } = env;
  if (PATHAO_CLIENT_ID && PATHAO_CLIENT_SECRET && PATHAO_USERNAME && PATHAO_PASSWORD) {
    settings.pathao = {
      clientId: PATHAO_CLIENT_ID,
      clientSecret: PATHAO_CLIENT_SECRET,
      username: PATHAO_USERNAME,
      password: PATHAO_PASSWORD,
      storeId: env.PATHAO_STORE_ID!,
      baseUrl: withoutSlash(env.PATHAO_BASE_URL),
      webhookSecret: env.PATHAO_WEBHOOK_SECRET,
    };
  }
  return settings;
}

let override: CourierSettings | undefined;

/** The couriers' settings: from the environment, or what a test set. */
export function courierSettings(): CourierSettings {
  return override ?? fromEnv();
}

/** Tests point the couriers at a mock (or switch them off); undefined goes back to the environment. */
export function setCourierSettingsForTests(settings: CourierSettings | undefined): void {
  override = settings;
}

/** The couriers staff can book with here, in the desk's order. */
export function configuredCouriers(): BookableCourier[] {
  const settings = courierSettings();
  return (['steadfast', 'pathao'] as const).filter((courier) => settings[courier]);
}

/** Whether the courier reports by webhook here; the others are polled. */
export function hasWebhook(courier: BookableCourier): boolean {
  const settings = courierSettings();
  return courier === 'steadfast'
    ? Boolean(settings.steadfast?.webhookToken)
    : Boolean(settings.pathao?.webhookSecret);
}
