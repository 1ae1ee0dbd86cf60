import 'server-only';
import type { CodRiskCheck } from '@/lib/db/values/orders';
import { CourierUnavailable } from './errors';
import { courierCall } from './http';
import type { SteadfastSettings } from './settings';

const count = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
};

/**
 * Steadfast's fraud check (GET /fraud_check/{phone}, with the store's Api-Key and
 * Secret-Key): the parcels it carried to the phone across its merchants, delivered and
 * cancelled. An answer without those counts is the courier not answering.
 */
export async function steadfastFraudCheck(
  settings: SteadfastSettings,
  phone: string,
): Promise<NonNullable<CodRiskCheck['courier']>> {
  const url = `${settings.baseUrl}/fraud_check/${encodeURIComponent(phone)}`;
  const { body } = await courierCall('steadfast', url, {
    headers: { 'Api-Key': settings.apiKey, 'Secret-Key': settings.secretKey },
  });
  const total = count(body.total_parcels);
  const delivered = count(body.total_delivered);
  const cancelled = count(body.total_cancelled);
  if (total === null || delivered === null || cancelled === null) {
    throw new CourierUnavailable('steadfast', 'the fraud check answered no parcel counts');
  }
  return { name: 'steadfast', total, delivered, cancelled };
}
