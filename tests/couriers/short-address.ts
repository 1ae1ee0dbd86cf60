import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';

/** What Pathao (its mock) answers for an address shorter than ten characters. */
export const pathaoAddressRefusal =
  'recipient_address: The recipient address must be between 10 and 220 characters.';

/** An order whose address Pathao refuses: it wants ten characters or more. */
export async function shortenAddress(number: string) {
  await getDb()
    .update(orders)
    .set({ addressLine: 'H 4', area: 'X', district: 'Y' })
    .where(eq(orders.number, number));
}
