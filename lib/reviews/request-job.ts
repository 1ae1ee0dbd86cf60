import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { orderItems, products, reviewRequests, variants } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { JobPayload } from '@/lib/jobs/payloads';
import { localized } from '@/lib/catalogue';
import { lockOrder, queueOrderMessages } from '@/lib/ordering';
import { reviewUrl } from './review-url';

/**
 * Sends a delivered order's shopper her review links, one per piece, through the order's
 * messages (the store's editable "review request" template, in her language). Under the
 * order's lock it sends only while the order is delivered (a returned one gets nothing)
 * and records the request with the same commit: a job tried twice sends once.
 */
export async function reviewRequestJob({ orderId }: JobPayload<'review-request'>): Promise<void> {
  await writeTransaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'delivered') return;
    const [first] = await tx
      .insert(reviewRequests)
      .values({ orderId })
      .onConflictDoNothing()
      .returning({ orderId: reviewRequests.orderId });
    if (!first) return;
    const lines = await tx
      .select({ id: orderItems.id, name: products.name, nameBn: products.nameBn })
      .from(orderItems)
      .innerJoin(variants, eq(variants.id, orderItems.variantId))
      .innerJoin(products, and(eq(products.id, variants.productId)))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
    if (lines.length === 0) return;
    const links =
      lines.length === 1
        ? reviewUrl(lines[0]!.id, order.locale)
        : lines
            .map(
              (line) =>
                `${localized(order.locale, line.name, line.nameBn)}: ${reviewUrl(line.id, order.locale)}`,
            )
            .join('\n');
    await queueOrderMessages(tx, order, 'review_request', { reviewLinks: links });
  });
}
