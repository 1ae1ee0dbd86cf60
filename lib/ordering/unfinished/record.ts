import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { unfinishedCheckouts } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { isWhatsAppEnabled } from '@/lib/messaging';
import type { CheckoutStart } from './schemas';
import { unfinishedAfterMs } from './settings';

export type CheckoutStarted = CheckoutStart & {
  /** The phone she asked the code for (a guest) or her account's. */
  phone: string;
  userId: number | null;
  locale: Locale;
};

/**
 * Keeps a checkout that reached the code (or a signed-in shopper's checkout) until an order
 * ends it: one open row per phone, refreshed by each new step, so the hour counts from the
 * last one. Where she agreed to reminders, the first is queued for the moment the checkout
 * turns unfinished (the job checks again then: an order or a newer step since sends nothing).
 */
export async function recordUnfinishedCheckout(
  started: CheckoutStarted,
  now: Date = new Date(),
): Promise<number> {
  const values = {
    phone: started.phone,
    userId: started.userId,
    name: started.name,
    locale: started.locale,
    lines: started.items,
    remind: started.remind,
    whatsappOptIn: started.whatsapp === true && isWhatsAppEnabled(),
    updatedAt: now,
  };
  return writeTransaction(async (tx) => {
    const [row] = await tx
      .insert(unfinishedCheckouts)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({
        target: unfinishedCheckouts.phone,
        targetWhere: sql`${unfinishedCheckouts.orderedAt} IS NULL`,
        set: {
          ...values,
          userId: sql`coalesce(excluded.user_id, ${unfinishedCheckouts.userId})`,
          // A new step brings it back to the desk, even after a dismissal.
          dismissedAt: null,
          dismissedBy: null,
        },
      })
      .returning({ id: unfinishedCheckouts.id });
    const id = row!.id;
    if (started.remind) {
      const startAfter = new Date(now.getTime() + unfinishedAfterMs());
      await enqueueJob('unfinished-checkout-reminder', { checkoutId: id }, { tx, startAfter });
    }
    return id;
  });
}
