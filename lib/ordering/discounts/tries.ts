import 'server-only';
import { limits, consume } from '@/lib/identity';

/**
 * Counts one try of a discount code, wherever it is tried (the cart's check, an order):
 * one count per address, and one per account when signed in, so that codes cannot be
 * guessed through whichever way is not counted. Counted before the code is looked at; 429
 * past either limit.
 */
export async function countDiscountTry(ip: string, userId: number | null): Promise<void> {
  await consume(`discount-try-ip:${ip}`, limits.discountTriesPerIp);
  if (userId !== null) await consume(`discount-try-user:${userId}`, limits.discountTriesPerAccount);
}
