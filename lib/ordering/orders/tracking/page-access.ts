import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/lib/db/client';
import { findOrderRow, orderWithItems } from '../read';
import type { Order } from '../types';
import { readTrackedOrder, trackedOrderCookieName } from './access';

/** The order this browser proved it may see through /track-order; null when none or expired. */
export async function trackedOrderForPage(): Promise<Order | null> {
  const number = readTrackedOrder((await cookies()).get(trackedOrderCookieName)?.value);
  if (!number) return null;
  const row = await findOrderRow(number);
  return row ? orderWithItems(getDb(), row) : null;
}
