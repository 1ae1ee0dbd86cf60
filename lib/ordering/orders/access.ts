import 'server-only';
import type { Viewer } from '@/lib/identity';
import { getDb } from '@/lib/db/client';
import { orderNotFound } from './errors';
import { findOrderRow, orderWithItems, type OrderRow } from './read';
import type { Order } from './types';

/**
 * One order's row, for its owner only: the signed-in shopper who placed it, or the browser
 * that placed it as a guest (its signed cookie lists the number). Anyone else gets 404,
 * the same answer as for a number that does not exist.
 */
export async function readOwnOrderRow(
  number: string,
  viewer: Viewer | null,
  guestNumbers: string[],
): Promise<OrderRow> {
  const row = await findOrderRow(number);
  const mine = row && viewer !== null && row.userId === viewer.id;
  const placedHereAsGuest = row && row.userId === null && guestNumbers.includes(row.number);
  if (!row || !(mine || placedHereAsGuest)) throw orderNotFound();
  return row;
}

/** One order with its items, for its owner only (readOwnOrderRow). */
export async function readOwnOrder(
  number: string,
  viewer: Viewer | null,
  guestNumbers: string[],
): Promise<Order> {
  return orderWithItems(getDb(), await readOwnOrderRow(number, viewer, guestNumbers));
}
