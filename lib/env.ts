import 'server-only';
import path from 'node:path';
import { z } from 'zod';

function wholeNumber(min: number, max: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

export const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** The edges a write can tell what changed (docs/architecture.md, "Caching"). */
export const edgeProviders = ['varnish', 'cloudflare', 'fastly'] as const;
export type EdgeProvider = (typeof edgeProviders)[number];

/** Who sends the store's SMS (docs/architecture.md, "Messages"). */
export const smsProviders = ['generic', 'sslwireless', 'bulksmsbd'] as const;
export type SmsProvider = (typeof smsProviders)[number];

const webUrl = (example: string) =>
  z.url({ protocol: /^https?$/, error: `must be a URL such as ${example}` });

/** Addresses separated by commas, each an http(s) URL. */
const webUrlList = (example: string) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(webUrl(example))
        .min(1, { error: `must be one URL or more, separated by commas, such as ${example}` }),
    );

/** An id that goes into an API's path. */
const pathId = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be the id of letters and digits the provider shows' });

const postgresUrl = z
  .url({ error: 'must be a URL such as postgres://user:password@host:5432/database' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    error: 'must start with postgres:// or postgresql://',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** A PostgreSQL server; without it the store runs on embedded PGlite under DATA_DIR. */
  DATABASE_URL: postgresUrl.optional(),
  /**
   * Connections the app keeps open to DATABASE_URL's server at most. Too few, and under
   * load queries wait for a connection while PostgreSQL sits idle; too many, and the
   * event loop becomes the queue instead. The default sits between the two, as the load
   * test found (bench/load.ts; its runs are in bench/results).
   */
  DATABASE_POOL_SIZE: wholeNumber(1, 100).default(20),
  /** Where the embedded database and generated media live. */
  DATA_DIR: z.string().min(1).default('data'),
  PORT: wholeNumber(1, 65535).default(3000),
  /** The public address of the store, used in canonical URLs, sitemaps and link previews. */
  SITE_URL: z.url({ error: 'must be an absolute URL such as https://example.com' }).optional(),
  /** Signs sessions, API tokens and code hashes; without it one is generated in DATA_DIR. */
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Google sign-in is offered only when both are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID issuer; tests point it at a local mock provider. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Whose API the SMS go through; `generic` without SMS_GATEWAY_URL stores them only. */
  SMS_PROVIDER: z.enum(smsProviders).default('generic'),
  /** With `generic`: an HTTP SMS gateway, POSTed {to, message} as JSON with this bearer token. */
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** With `sslwireless`: SSL Wireless's API token and the sender id (SID) it issued. */
  SSLWIRELESS_API_TOKEN: z.string().min(1).optional(),
  SSLWIRELESS_SID: z.string().min(1).max(20, { error: 'must be at most 20 characters' }).optional(),
  /** Another API host than SSL Wireless's (tests point it at a local mock). */
  SSLWIRELESS_API_URL: webUrl('https://smsplus.sslwireless.com').default(
    'https://smsplus.sslwireless.com',
  ),
  /** With `bulksmsbd`: BulkSMSBD's API key and an approved sender id. */
  BULKSMSBD_API_KEY: z.string().min(1).optional(),
  BULKSMSBD_SENDER_ID: z.string().min(1).optional(),
  /** Another API host than BulkSMSBD's (tests point it at a local mock). */
  BULKSMSBD_API_URL: webUrl('http://bulksmsbd.net').default('http://bulksmsbd.net'),
  /**
   * The WhatsApp Cloud API (docs/architecture.md, "Messages and payments"): order, tracking
   * and fitting messages go on WhatsApp to shoppers who opted in, SMS when it fails. All four
   * or none: without them nothing of WhatsApp is shown or sent.
   */
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  /** The sending number's id in WhatsApp Manager (not the number itself). */
  WHATSAPP_PHONE_NUMBER_ID: pathId.optional(),
  /** The Meta app's secret: the webhook's X-Hub-Signature-256 is signed with it. */
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  /** What the webhook's GET handshake must carry as hub.verify_token (set in the app too). */
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** Another Graph API host than Meta's (tests point it at a local mock). */
  WHATSAPP_API_URL: webUrl('https://graph.facebook.com').default('https://graph.facebook.com'),
  /** The Graph API version in the path. */
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, { error: 'must be a Graph API version such as v23.0' })
    .default('v23.0'),
  /**
   * The least severe log line written; unset, `info`, and `silent` under Jest
   * (docs/architecture.md, "Logs").
   */
  LOG_LEVEL: z.enum(logLevels).optional(),
  /** Append the log lines to this file rather than write them to stdout. */
  LOG_FILE: z.string().min(1).optional(),
  /** Whether this process works the job queue (docs/decisions.md, "Jobs"); on by default. */
  JOB_WORKERS: z.enum(['on', 'off']).default('on'),
  /** SMTP for e-mail, e.g. smtps://user:password@smtp.example.com:465 */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Noor-e-Jahan <no-reply@localhost>'),
  /** Serve /dev/outbox in production too (demos and end-to-end tests only). */
  DEV_OUTBOX_PAGE: z.enum(['true', 'false']).default('false'),
  /** How many proxies in front of the app append to X-Forwarded-For (for per-IP limits). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /**
   * Opens /api/metrics (Prometheus) to a scraper that sends it as a Bearer token; without
   * it the endpoint does not exist.
   */
  METRICS_TOKEN: z.string().min(24).optional(),
  /**
   * Closes the product feeds (/feeds/google.xml, /feeds/meta.csv) to all but an address
   * that carries it as `?token=`; without it they are public, as the sitemap is.
   */
  FEEDS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,200}$/, 'must be 24 to 200 letters, digits, dashes or underscores')
    .optional(),
  /**
   * An OpenTelemetry collector's OTLP/HTTP address (e.g. http://collector:4318): the store
   * sends it traces of requests, rendering, outgoing fetches, queries and jobs
   * (docs/architecture.md, "Traces"). Without it no OpenTelemetry code is loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be a URL such as http://collector:4318' })
    .optional(),
  /** The service name the traces carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default('noor-e-jahan-store'),
  /**
   * Minutes after a checkout code (or a signed-in checkout) with no order before the order
   * desk lists the checkout as unfinished and its first reminder goes (docs/decisions.md,
   * "Unfinished checkouts"); the end-to-end store runs with 0.
   */
  UNFINISHED_CHECKOUT_AFTER_MINUTES: wholeNumber(0, 7 * 24 * 60).default(60),
  /** Minutes between an unfinished checkout's first reminder and its second (and last). */
  UNFINISHED_CHECKOUT_REMINDER_GAP_MINUTES: wholeNumber(1, 14 * 24 * 60).default(24 * 60),
  /** Multiplies the per-IP limits, for load tests and end-to-end runs from one address. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** SSLCommerz payments are offered only when both are set. */
  SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
  /** The sandbox (default) or the live gateway. */
  SSLCOMMERZ_SANDBOX: z.enum(['true', 'false']).default('true'),
  /** Another gateway host than sandbox or live (tests point it at a local mock). */
  SSLCOMMERZ_API_URL: z.url().optional(),
  /**
   * Product photos go to this S3 bucket instead of DATA_DIR/media, so that several
   * instances share them; bucket, region and both keys are needed together.
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  /** Another S3-compatible host than AWS (MinIO, R2, Spaces; tests: a local s3rver). */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be a URL such as https://s3.example.com' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true`: the bucket in the path (host/bucket/key), as most S3-compatible hosts want. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Steadfast Courier's merchant API: booking is offered when both keys are set. */
  STEADFAST_API_KEY: z.string().min(1).optional(),
  STEADFAST_SECRET_KEY: z.string().min(1).optional(),
  STEADFAST_BASE_URL: z.url().default('https://portal.packzy.com/api/v1'),
  /** The Bearer token Steadfast sends with its webhook; without it, shipped orders are polled. */
  STEADFAST_WEBHOOK_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .optional(),
  /** Pathao Courier's merchant API: booking is offered when all five are set. */
  PATHAO_CLIENT_ID: z.string().min(1).optional(),
  PATHAO_CLIENT_SECRET: z.string().min(1).optional(),
  PATHAO_USERNAME: z.string().min(1).optional(),
  PATHAO_PASSWORD: z.string().min(1).optional(),
  /** The merchant's pickup store at Pathao. */
  PATHAO_STORE_ID: wholeNumber(1, 2_147_483_647).optional(),
  PATHAO_BASE_URL: z.url().default('https://api-hermes.pathao.com'),
  /** The secret Pathao sends with its webhook; without it, shipped orders are polled. */
  PATHAO_WEBHOOK_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /**
   * Which cache in front of the store every write tells what it changed, by the edge keys
   * its answers carry (docs/architecture.md, "Caching"); unset, none is told.
   */
  EDGE_PURGE: z.enum(edgeProviders).optional(),
  /** Each Varnish the store purges (PURGE with xkey-purge), with EDGE_PURGE=varnish. */
  VARNISH_PURGE_URLS: webUrlList('http://127.0.0.1:6081').optional(),
  /** The zone and an API token allowed to purge it, with EDGE_PURGE=cloudflare. */
  CLOUDFLARE_ZONE_ID: pathId.optional(),
  CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
  /** Another API host than Cloudflare's (tests point it at a local mock). */
  CLOUDFLARE_API_URL: webUrl('https://api.cloudflare.com/client/v4').default(
    'https://api.cloudflare.com/client/v4',
  ),
  /** The service and an API token allowed to purge it, with EDGE_PURGE=fastly. */
  FASTLY_SERVICE_ID: pathId.optional(),
  FASTLY_API_TOKEN: z.string().min(1).optional(),
  /** Another API host than Fastly's (tests point it at a local mock). */
  FASTLY_API_URL: webUrl('https://api.fastly.com').default('https://api.fastly.com'),
  /**
   * Meta's pixel in the shoppers' browsers and its Conversions API from the server, both on
   * when the pixel's id and a Conversions API token are set (docs/architecture.md,
   * "Measurement"); without them no script, cookie banner or event.
   */
  META_PIXEL_ID: z
    .string()
    .regex(/^\d+$/, { error: 'must be the digits of the pixel id' })
    .optional(),
  META_CAPI_TOKEN: z.string().min(1).optional(),
  /** The Graph API's host and version the server events go to (tests: a local mock). */
  META_GRAPH_API_URL: webUrl('https://graph.facebook.com').default('https://graph.facebook.com'),
  META_GRAPH_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, { error: 'must be a version such as v23.0' })
    .default('v23.0'),
  /** Where browsers load the pixel's script from (tests: a local stand-in). */
  META_PIXEL_SCRIPT_URL: webUrl('https://connect.facebook.net/en_US/fbevents.js').default(
    'https://connect.facebook.net/en_US/fbevents.js',
  ),
  /**
   * Google Analytics 4 in the browsers (gtag.js) and its Measurement Protocol from the
   * server, both on when the stream's measurement id and an API secret are set.
   */
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, { error: 'must be a measurement id such as G-ABC123XYZ' })
    .optional(),
  GA4_API_SECRET: z.string().min(1).optional(),
  /** The Measurement Protocol's host (tests: a local mock). */
  GA4_API_URL: webUrl('https://www.google-analytics.com').default(
    'https://www.google-analytics.com',
  ),
  /** Where browsers load gtag.js from (tests: a local stand-in). */
  GA4_SCRIPT_URL: webUrl('https://www.googletagmanager.com/gtag/js').default(
    'https://www.googletagmanager.com/gtag/js',
  ),
});

type EnvName = keyof z.infer<typeof envSchema>;

/**
 * Services configured by several variables together, all or nothing: one variable set
 * without the others is a mistake. `all` adds the optional ones that still count as "set".
 */
const groups: { service: string; needed: readonly EnvName[]; all: readonly EnvName[] }[] = [
  {
    service: 'S3 storage',
    needed: ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    all: ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'],
  },
  {
    service: 'Steadfast',
    needed: ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY'],
    all: ['STEADFAST_WEBHOOK_TOKEN'],
  },
  {
    service: 'Pathao',
    needed: [
      'PATHAO_CLIENT_ID',
      'PATHAO_CLIENT_SECRET',
      'PATHAO_USERNAME',
      'PATHAO_PASSWORD',
      'PATHAO_STORE_ID',
    ],
    all: ['PATHAO_WEBHOOK_SECRET'],
  },
  {
    service: 'WhatsApp',
    needed: [
      'WHATSAPP_ACCESS_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ],
    all: [],
  },
  { service: 'Meta Pixel', needed: ['META_PIXEL_ID', 'META_CAPI_TOKEN'], all: [] },
  { service: 'Google Analytics 4', needed: ['GA4_MEASUREMENT_ID', 'GA4_API_SECRET'], all: [] },
];

/** What each edge needs to be told anything. */
const edgeNeeds: Record<EdgeProvider, readonly EnvName[]> = {
  varnish: ['VARNISH_PURGE_URLS'],
  cloudflare: ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'],
  fastly: ['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN'],
};

/** What each SMS provider needs to send anything; `generic` without a URL stores only. */
const smsProviderNeeds: Record<SmsProvider, readonly EnvName[]> = {
  generic: [],
  sslwireless: ['SSLWIRELESS_API_TOKEN', 'SSLWIRELESS_SID'],
  bulksmsbd: ['BULKSMSBD_API_KEY', 'BULKSMSBD_SENDER_ID'],
};

/** The variables a chosen setting needs, each with the setting that needs it. */
const chosenNeeds = (value: z.infer<typeof envSchema>): [EnvName, string][] => [
  ...(value.EDGE_PURGE ? edgeNeeds[value.EDGE_PURGE] : []).map((name): [EnvName, string] => [
    name,
    `EDGE_PURGE=${value.EDGE_PURGE}`,
  ]),
  ...smsProviderNeeds[value.SMS_PROVIDER].map((name): [EnvName, string] => [
    name,
    `SMS_PROVIDER=${value.SMS_PROVIDER}`,
  ]),
];

const envSchemaChecked = envSchema.superRefine((value, ctx) => {
  for (const [name, setting] of chosenNeeds(value)) {
    if (value[name] !== undefined) continue;
    ctx.addIssue({ code: 'custom', path: [name], message: `must be set with ${setting}` });
  }
  for (const { service, needed, all } of groups) {
    const given = [...needed, ...all].filter((name) => value[name] !== undefined);
    if (given.length === 0) continue;
    for (const name of needed) {
      if (value[name] !== undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set with ${given.join(', ')}: ${service} needs ${needed.join(', ')}`,
      });
    }
  }
});

export type Env = Omit<z.infer<typeof envSchemaChecked>, 'LOG_LEVEL'> & {
  DATA_DIR: string;
  SITE_URL: string;
  LOG_LEVEL: LogLevel;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates the environment; a wrong value throws one readable line naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings (VAR= in a shell) mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchemaChecked.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new EnvError(
      `Invalid environment variable ${name}=${JSON.stringify(source[name])}: ${issue.message}`,
    );
  }
  const parsed = result.data;
  return {
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    SITE_URL: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    LOG_LEVEL: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

export const env = loadEnv();
