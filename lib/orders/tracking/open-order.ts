import 'server-only';
import { consumeCode } from '@/lib/auth/codes';
import { limits } from '@/lib/auth/limits';
import { consume } from '@/lib/auth/throttle';
import { getDb } from '@/lib/db/client';
import { invalidCode } from '@/lib/users/errors';
import type { TrackOrderInput } from '@/lib/validation/track-order';
import { findOrderRow, orderWithItems } from '../read';
import type { Order } from '../types';
import { trackTarget } from './request-code';

/**
 * Step 2: the code sent for this order and phone opens that order, and only it. A number
 * that does not exist, a phone that is not the order's and a wrong code all get the same
 * 401, and every try counts, per order and per address.
 */
export async function openTrackedOrder(input: TrackOrderInput, ip: string): Promise<Order> {
  await consume(`track-try-ip:${ip}`, limits.trackTriesPerIp);
  await consume(`track-try:${input.number}`, limits.trackTriesPerOrder);
  if (!(await consumeCode('track_order', trackTarget(input), input.otp))) throw invalidCode();
  const row = await findOrderRow(input.number);
  if (!row || row.contactPhone !== input.phone) throw invalidCode();
  return orderWithItems(getDb(), row);
}
