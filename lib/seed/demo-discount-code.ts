import 'server-only';
import type { Database } from '@/lib/db/client';
import { discountCodes } from '@/lib/db/schema';

/** The demo's discount code (embedded database only): the README names it. */
export const demoDiscountCode = 'WELCOME10';

/** Seeds the demo's code, with its owner: 10% off every piece, once per customer. */
export async function ensureDemoDiscountCode(db: Database): Promise<void> {
  await db
    .insert(discountCodes)
    .values({
      code: demoDiscountCode,
      kind: 'percent',
      value: 10,
      perCustomerLimit: 1,
      note: 'The demo’s code (README)',
    })
    .onConflictDoNothing();
}
