import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { orderAttributions } from '@/lib/db/schema';
import { staffIdByShareCode } from '@/lib/identity';
import type { BrowserIds } from '@/lib/measurement';
import type { Attribution } from '@/lib/ordering/schemas/attribution';

export type AttributionRow = Omit<typeof orderAttributions.$inferInsert, 'orderId' | 'createdAt'>;

const lower = (value: string | undefined) => value?.toLowerCase() ?? null;

/**
 * What an order stores of its visit's landing (docs/attribution.md): source and medium in
 * lower case, so that Facebook and facebook count together; without utm_source, a Google Ads
 * click id says google/cpc and a Facebook one says facebook; the share code only as the staff
 * member it was found to name. Null when nothing is left to store.
 */
export function attributionRow(
  attribution: Attribution,
  sharedByUserId: number | null,
): AttributionRow | null {
  const { utm_source, utm_medium, gclid, fbclid } = attribution;
  const clickSource = gclid ? 'google' : fbclid ? 'facebook' : null;
  const row: AttributionRow = {
    source: lower(utm_source) ?? clickSource,
    medium: lower(utm_medium) ?? (!utm_source && gclid ? 'cpc' : null),
    campaign: attribution.utm_campaign ?? null,
    content: attribution.utm_content ?? null,
    term: attribution.utm_term ?? null,
    fbclid: fbclid ?? null,
    gclid: gclid ?? null,
    sharedByUserId,
  };
  return Object.values(row).some((value) => value !== null) ? row : null;
}

/**
 * Stores where a storefront order came from, in its own transaction; an unknown share code
 * counts for nobody. The browser's ids its shopper let the store keep for the measurement
 * partners (lib/measurement) go in the same row.
 */
export async function recordAttribution(
  tx: Transaction,
  orderId: number,
  attribution: Attribution | undefined,
  browserIds: BrowserIds | null = null,
): Promise<void> {
  const sharedBy = attribution?.s ? await staffIdByShareCode(tx, attribution.s) : null;
  const landing = attribution ? attributionRow(attribution, sharedBy) : null;
  if (landing || browserIds) {
    await tx.insert(orderAttributions).values({ orderId, ...landing, ...browserIds });
  }
}
