import 'server-only';
import { eq } from 'drizzle-orm';
import { consumeCode, limits, consume, invalidCode, rememberLocaleOfPhone } from '@/lib/identity';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { TrackOrderInput } from '@/lib/ordering/schemas/track-order';
import { findOrderRow, orderWithItems } from '../read';
import type { Order } from '../types';
import { trackTarget } from './request-code';

/**
 * Step 2: the code sent for this order and phone opens that order, and only it. A number
 * that does not exist, a phone that is not the order's and a wrong code all get the same
 * 401, and every try counts before the check: per order and address, per phone and
 * address, and per address. Never per order alone, so that tries from elsewhere cannot
 * lock the owner out; a code itself dies after its five tries. The code proved who holds the
 * order's phone, so the order's later messages, and those of the account that proved that
 * phone, are written in the language she tracked it in (docs/decisions.md 25).
 */
export async function openTrackedOrder(input: TrackOrderInput, ip: string): Promise<Order> {
  await consume(`track-try-ip:${ip}`, limits.trackTriesPerIp);
  await consume(`track-try:${input.number}:${ip}`, limits.trackTriesPerOrderAndIp);
  await consume(`track-try-phone:${input.phone}:${ip}`, limits.trackTriesPerPhoneAndIp);
  if (!(await consumeCode('track_order', trackTarget(input), input.otp))) throw invalidCode();
  const row = await findOrderRow(input.number);
  if (!row || row.contactPhone !== input.phone) throw invalidCode();
  await writeTransaction(async (tx) => {
    await tx.update(orders).set({ locale: input.locale }).where(eq(orders.id, row.id));
    await rememberLocaleOfPhone(input.phone, input.locale, tx);
  });
  return orderWithItems(getDb(), { ...row, locale: input.locale });
}
