import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Database, Transaction } from '@/lib/db/client';
import { orderItems, orders, products, reviews, variants } from '@/lib/db/schema';
import { localized } from '@/lib/catalogue';

/** An order line as a review of it needs it. */
export type ReviewableLine = {
  orderItemId: number;
  orderId: number;
  productId: number;
  productSlug: string;
  productName: string;
  /** The name on her order, of which the page may show the first word only. */
  contactName: string;
  size: string;
  colour: string;
  /** Her order is delivered and not returned: only such a line may be reviewed. */
  delivered: boolean;
  reviewed: boolean;
};

/**
 * The line, its product (by the variant it was bought as) and whether it has its review;
 * undefined for a line that is gone or whose piece no longer exists in the catalogue.
 */
export async function readReviewableLine(
  db: Database | Transaction,
  orderItemId: number,
  locale: Locale,
): Promise<ReviewableLine | undefined> {
  const [row] = await db
    .select({
      orderItemId: orderItems.id,
      orderId: orders.id,
      status: orders.status,
      contactName: orders.contactName,
      productId: products.id,
      productSlug: products.slug,
      name: products.name,
      nameBn: products.nameBn,
      size: orderItems.size,
      colour: orderItems.colour,
      reviewId: reviews.id,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(variants, eq(variants.id, orderItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(eq(orderItems.id, orderItemId));
  if (!row) return undefined;
  return {
    orderItemId: row.orderItemId,
    orderId: row.orderId,
    productId: row.productId,
    productSlug: row.productSlug,
    productName: localized(locale, row.name, row.nameBn),
    contactName: row.contactName,
    size: row.size,
    colour: row.colour,
    delivered: row.status === 'delivered',
    reviewed: row.reviewId !== null,
  };
}

/** What the page shows of her name: the first word only when she asks for it. */
export function authorNameOf(contactName: string, firstNameOnly: boolean): string {
  const name = contactName.trim().replace(/\s+/g, ' ');
  return firstNameOnly ? name.split(' ')[0]! : name;
}
