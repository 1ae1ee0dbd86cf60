import { randomInt } from 'node:crypto';
import { orderRules } from '@/lib/config';

const dhakaOffsetMs = 6 * 60 * 60 * 1000;

/**
 * A human-friendly order number: the prefix, the date in Dhaka and five random digits
 * (NJ-260521-48271). Random, not a sequence, so numbers tell nobody how many orders the
 * store takes; the rare repeat within a day is caught by the unique index and redrawn.
 */
export function newOrderNumber(now = new Date()): string {
  const dhaka = new Date(now.getTime() + dhakaOffsetMs).toISOString();
  const date = `${dhaka.slice(2, 4)}${dhaka.slice(5, 7)}${dhaka.slice(8, 10)}`;
  return `${orderRules.numberPrefix}-${date}-${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}
