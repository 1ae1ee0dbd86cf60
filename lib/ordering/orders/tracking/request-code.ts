import 'server-only';
import { limits, deliverCode, throttleCodeRequest, consume } from '@/lib/identity';
import type { TrackCodeInput } from '@/lib/ordering/schemas/track-order';
import { findOrderRow } from '../read';

export const trackCodeMessage =
  'If this order was placed with this number, we have sent a 6-digit code to it by SMS. It expires in 5 minutes.';

/** What a tracking code is bound to: one order and the phone it went to. */
export const trackTarget = ({ number, phone }: TrackCodeInput) => `${number}:${phone}`;

/**
 * Step 1 of finding an order: a code by SMS to the order's own phone, only when the number
 * and phone belong together. The answer and the limits are the same when they do not, so
 * nobody learns from it whether an order exists or whose phone it has. The order's own
 * count is per address: requests from elsewhere never stop its owner asking from hers.
 */
export async function requestTrackCode(input: TrackCodeInput, ip: string): Promise<void> {
  const request = {
    purpose: 'track_order' as const,
    to: input.phone,
    target: trackTarget(input),
    channel: 'sms' as const,
    ip,
    locale: input.locale,
  };
  await throttleCodeRequest(request);
  await consume(`track-code:${input.number}:${ip}`, limits.trackCodesPerOrderAndIp);
  const row = await findOrderRow(input.number);
  if (row && row.contactPhone === input.phone) await deliverCode(request);
}
