import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { products, stockAlerts, users, variants } from '@/lib/db/schema';
import { getDb } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { writeWithCode } from '@/lib/identity';
import { codeNeeded, pieceNotFound, stillInStock, tooManyAlerts } from './errors';
import type { StockAlertInput } from './schemas';
import { waiting } from './waiting';

/** Sold-out pieces one phone may wait for at once: enough for a bride, too few to spam. */
export const maxWaitingPerPhone = 5;

/** Whether the phone is the signed-in shopper's own, confirmed by a code before. */
async function isOwnConfirmedPhone(userId: number | null, phone: string): Promise<boolean> {
  if (userId === null) return false;
  const [user] = await getDb()
    .select({ phone: users.phone, confirmed: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(user?.confirmed) && user?.phone === phone;
}

async function joinLine(tx: Transaction, input: StockAlertInput, userId: number | null) {
  const [piece] = await tx
    .select({ stock: variants.stock })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        eq(variants.id, input.variant_id),
        eq(products.isActive, true),
        eq(products.status, 'published'),
      ),
    );
  if (!piece) throw pieceNotFound();
  if (piece.stock > 0) throw stillInStock();
  // One phone's requests take turns, so that two at once cannot both pass the count.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`stock-alert\n${input.phone}`}, 0))`,
  );
  const mine = and(waiting, eq(stockAlerts.phone, input.phone));
  const [held] = await tx.select({ n: count() }).from(stockAlerts).where(mine);
  const already = await tx
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(mine, eq(stockAlerts.variantId, input.variant_id)));
  if (already.length > 0) return;
  if (Number(held?.n ?? 0) >= maxWaitingPerPhone) throw tooManyAlerts(maxWaitingPerPhone);
  await tx.insert(stockAlerts).values({
    variantId: input.variant_id,
    phone: input.phone,
    userId,
    locale: input.locale ?? 'en',
  });
}

/**
 * Puts a phone in line for a sold-out size or colour (docs/decisions.md, "Back in stock").
 * The phone must be proven: by the code sent to it, used up only if she joins the line, or
 * by being the signed-in shopper's confirmed phone. Asking again for the same piece keeps
 * her place; a piece in stock, or not for sale, is refused.
 */
export async function subscribeToStock(
  input: StockAlertInput,
  userId: number | null = null,
): Promise<void> {
  if (await isOwnConfirmedPhone(userId, input.phone)) {
    return writeTransaction((tx) => joinLine(tx, input, userId));
  }
  if (!input.otp) throw codeNeeded();
  await writeWithCode('stock_alert', input.phone, input.otp, (tx) => joinLine(tx, input, userId));
}
