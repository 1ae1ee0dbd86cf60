import 'server-only';
import { cookies } from 'next/headers';
import { DomainError } from '@/lib/domain-error';
import { orderNumberParamsSchema } from '@/lib/ordering/schemas/order';
import { readOwnOrder } from './access';
import { guestOrdersCookieName, readGuestOrders } from './guest-access';
import type { Order } from './types';

/**
 * One order for a page, with the API's rule: the signed-in owner (`userId`, from the page's
 * session), or (when `guests`) the browser that placed it as a guest. Null for anyone else
 * and for unknown numbers alike.
 */
export async function orderForPage(
  number: string,
  { userId, guests }: { userId: string | null; guests: boolean },
): Promise<Order | null> {
  const parsed = orderNumberParamsSchema.safeParse({ number });
  if (!parsed.success) return null;
  const viewer = userId ? { id: Number(userId), isStaff: false } : null;
  const guestNumbers = guests
    ? readGuestOrders((await cookies()).get(guestOrdersCookieName)?.value)
    : [];
  try {
    return await readOwnOrder(parsed.data.number, viewer, guestNumbers);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return null;
    throw error;
  }
}
