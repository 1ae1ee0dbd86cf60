import 'server-only';
import { env, type EdgeProvider, type Env } from '@/lib/env';
import { countCall, outcomeOfStatus } from '@/lib/metrics/outgoing-calls';

/** Where purges go, read from the environment (EDGE_PURGE and its provider's variables). */
export type EdgeTarget =
  | { provider: 'cloudflare'; apiUrl: string; zoneId: string; token: string }
  | { provider: 'fastly'; apiUrl: string; serviceId: string; token: string }
  | { provider: 'varnish'; urls: string[] };

/** The edge the environment names, or null when none is (lib/env.ts checked the rest). */
export function configuredEdge(config: Env = env): EdgeTarget | null {
  switch (config.EDGE_PURGE) {
    case 'cloudflare':
      return {
        provider: 'cloudflare',
        apiUrl: config.CLOUDFLARE_API_URL.replace(/\/+$/, ''),
        zoneId: config.CLOUDFLARE_ZONE_ID!,
        token: config.CLOUDFLARE_API_TOKEN!,
      };
    case 'fastly':
      return {
        provider: 'fastly',
        apiUrl: config.FASTLY_API_URL.replace(/\/+$/, ''),
        serviceId: config.FASTLY_SERVICE_ID!,
        token: config.FASTLY_API_TOKEN!,
      };
    case 'varnish':
      return { provider: 'varnish', urls: config.VARNISH_PURGE_URLS! };
    default:
      return null;
  }
}

/**
 * The most keys one call takes. Cloudflare: 100 operations (tags) per purge request on
 * every plan (https://developers.cloudflare.com/cache/how-to/purge-cache/, the purge limits
 * table). Fastly: up to 256 surrogate keys in one batch purge
 * (https://www.fastly.com/documentation/reference/api/purging/#bulk-purge-tag). Varnish's
 * xkey takes any number, but a request header is limited (http_req_hdr_len, 8 KB by
 * default): see `varnishHeaderChars`.
 */
export const keysPerCall: Record<EdgeProvider, number> = {
  cloudflare: 100,
  fastly: 256,
  varnish: 256,
};

/** The longest xkey-purge header sent, well inside Varnish's default 8 KB per header. */
export const varnishHeaderChars = 4_000;

const callTimeoutMs = 10_000;

/** `keys` in calls of at most `size` keys and, joined by spaces, `chars` characters. */
export function inBatches(keys: readonly string[], size: number, chars = Infinity): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let length = 0;
  for (const key of keys) {
    const added = batch.length === 0 ? key.length : length + 1 + key.length;
    if (batch.length > 0 && (batch.length === size || added > chars)) {
      batches.push(batch);
      batch = [];
    }
    length = batch.length === 0 ? key.length : length + 1 + key.length;
    batch.push(key);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

const keysWord = (count: number) => (count === 1 ? '1 key' : `${count} keys`);

const providerNames: Record<EdgeProvider, string> = {
  cloudflare: 'Cloudflare',
  fastly: 'Fastly',
  varnish: 'Varnish',
};

/**
 * One purge call, counted by provider and outcome (store_outgoing_calls_total). Anything
 * but a 2xx throws a message the failed-jobs page can show as it is.
 */
async function purgeCall(
  provider: EdgeProvider,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  count: number,
): Promise<Response> {
  const who =
    provider === 'varnish' ? `Varnish at ${new URL(url).origin}` : providerNames[provider];
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(callTimeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    countCall(provider, 'failed');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${who} could not be reached to purge ${keysWord(count)}: ${reason}`);
  }
  countCall(provider, outcomeOfStatus(response.status));
  if (!response.ok) {
    const said = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new Error(
      `${who} answered HTTP ${response.status} to the purge of ${keysWord(count)}${said ? `: ${said}` : ''}`,
    );
  }
  return response;
}

/** Cloudflare's purge by tags: POST …/zones/{zone}/purge_cache {"tags": […]}. */
async function purgeCloudflare(
  target: Extract<EdgeTarget, { provider: 'cloudflare' }>,
  keys: string[],
) {
  const url = `${target.apiUrl}/zones/${encodeURIComponent(target.zoneId)}/purge_cache`;
  for (const batch of inBatches(keys, keysPerCall.cloudflare)) {
    const response = await purgeCall(
      'cloudflare',
      url,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: batch }),
      },
      batch.length,
    );
    // Its envelope says `success`; a 2xx that says false is a failure too.
    const body = (await response.json().catch(() => null)) as {
      success?: boolean;
      errors?: { message?: string }[];
    } | null;
    if (body?.success === false) {
      const reason = body.errors?.map((error) => error.message).join('; ') || 'no reason given';
      throw new Error(`Cloudflare refused the purge of ${keysWord(batch.length)}: ${reason}`);
    }
  }
}

/** Fastly's batch purge by surrogate keys: POST …/service/{id}/purge, keys in Surrogate-Key. */
async function purgeFastly(target: Extract<EdgeTarget, { provider: 'fastly' }>, keys: string[]) {
  const url = `${target.apiUrl}/service/${encodeURIComponent(target.serviceId)}/purge`;
  for (const batch of inBatches(keys, keysPerCall.fastly)) {
    await purgeCall(
      'fastly',
      url,
      {
        method: 'POST',
        headers: {
          'fastly-key': target.token,
          'surrogate-key': batch.join(' '),
          accept: 'application/json',
        },
      },
      batch.length,
    );
  }
}

/** Every Varnish listed: PURGE / with the keys in xkey-purge (the VCL beside it answers). */
async function purgeVarnish(target: Extract<EdgeTarget, { provider: 'varnish' }>, keys: string[]) {
  const batches = inBatches(keys, keysPerCall.varnish, varnishHeaderChars);
  const results = await Promise.allSettled(
    target.urls.map(async (base) => {
      const url = new URL('/', base).toString();
      for (const batch of batches) {
        const headers = { 'xkey-purge': batch.join(' ') };
        await purgeCall('varnish', url, { method: 'PURGE', headers }, batch.length);
      }
    }),
  );
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [String((result.reason as Error).message ?? result.reason)] : [],
  );
  if (failures.length > 0) throw new Error(failures.join('; '));
}

/**
 * Drops what the edge keeps under `keys`, in as few calls as the provider allows; throws
 * when any call fails, so that the job is tried again (purging twice does no harm).
 */
export async function purgeEdge(keys: readonly string[], target: EdgeTarget): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  if (target.provider === 'cloudflare') await purgeCloudflare(target, unique);
  else if (target.provider === 'fastly') await purgeFastly(target, unique);
  else await purgeVarnish(target, unique);
}
