import 'server-only';
import type { JobPayload } from '@/lib/jobs/payloads';
import { measurementConfig } from './config';
import { postToPartner } from './partner-call';

/** The Conversions API's call: POST /{version}/{pixel id}/events with `data[]` and the token. */
export function metaEventsRequest(
  config: NonNullable<ReturnType<typeof measurementConfig>['meta']>,
  event: JobPayload<'meta-event'>['event'],
) {
  return {
    url: `${config.graphUrl}/${config.version}/${encodeURIComponent(config.pixelId)}/events`,
    body: { data: [event], access_token: config.token },
  };
}

/** The Measurement Protocol's call: POST /mp/collect?measurement_id=&api_secret=. */
export function ga4CollectRequest(
  config: NonNullable<ReturnType<typeof measurementConfig>['ga4']>,
  { clientId, events }: Pick<JobPayload<'ga4-event'>, 'clientId' | 'events'>,
) {
  const query = new URLSearchParams({
    measurement_id: config.measurementId,
    api_secret: config.apiSecret,
  });
  return { url: `${config.apiUrl}/mp/collect?${query}`, body: { client_id: clientId, events } };
}

/** Sends a server event to Meta; a store whose pixel was since switched off sends nothing. */
export async function metaEventJob({ event }: JobPayload<'meta-event'>): Promise<void> {
  const config = measurementConfig().meta;
  if (!config) return;
  const { url, body } = metaEventsRequest(config, event);
  await postToPartner('meta', url, body);
}

/** Sends events to GA4; a store whose GA4 was since switched off sends nothing. */
export async function ga4EventJob(payload: JobPayload<'ga4-event'>): Promise<void> {
  const config = measurementConfig().ga4;
  if (!config) return;
  const { url, body } = ga4CollectRequest(config, payload);
  await postToPartner('ga4', url, body);
}
