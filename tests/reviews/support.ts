import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderItems, orders, outboxMessages, products, variants } from '@/lib/db/schema';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import type { ReviewSubmission } from '@/lib/reviews/read-review-form';
import type { PhotoFile } from '@/lib/catalogue/media/process-photo';

/** Moves an order along to delivered, as the desk and the courier would. */
export async function deliver(number: string): Promise<void> {
  for (const to of ['confirmed', 'shipped', 'delivered'] as const) {
    await updateOrderStatus(number, to);
  }
}

/** The order's lines with their products. */
export async function linesOf(number: string) {
  return getDb()
    .select({ id: orderItems.id, productId: products.id, orderId: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(variants, eq(variants.id, orderItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(orders.number, number))
    .orderBy(asc(orderItems.position));
}

export const smsTo = (phone: string) =>
  getDb()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(asc(outboxMessages.id));

/** Lets every waiting review request run now, whatever delay it was sent with. */
export const dueNow = () =>
  getDb().execute(
    sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'review-request' AND state = 'created'`,
  );

export const reviewOf = (changes: Partial<ReviewSubmission> = {}): ReviewSubmission => ({
  rating: 5,
  fit: 'true',
  title: 'Perfect on the day',
  body: 'The zardozi work is even finer than in the photos.',
  firstNameOnly: true,
  photosConsent: false,
  photos: [] as PhotoFile[],
  ...changes,
});
