import 'server-only';
import type { Viewer } from '@/lib/api/auth';
import { getDb } from '@/lib/db/client';
import { orderNotFound } from './errors';
import { findOrderRow, orderWithItems } from './read';
import type { Order } from './types';

/**
 * One order, for its owner only: the signed-in shopper who placed it, or the browser that
 * placed it as a guest (its signed cookie lists the number). Anyone else gets 404, the
 * same answer as for a number that does not exist.
 */
export async function readOwnOrder(
  number: string,
  viewer: Viewer | null,
  guestNumbers: string[],
): Promise<Order> {
  const row = await findOrderRow(number);
  const mine = row && viewer !== null && row.userId === viewer.id;
  const placedHereAsGuest = row && row.userId === null && guestNumbers.includes(row.number);
  if (!row || !(mine || placedHereAsGuest)) throw orderNotFound();
  return orderWithItems(getDb(), row);
}
