import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import {
  products,
  unfinishedCheckouts,
  users,
  variants,
  type UnfinishedCheckoutLine,
} from '@/lib/db/schema';
import { unfinishedAfterMs } from './settings';

/** A piece of a left bag as the desk reads it, with today's price. */
export type UnfinishedPiece = {
  variantId: number;
  name: string;
  sku: string;
  size: string;
  colour: string;
  quantity: number;
  unitPrice: number;
  measurements: UnfinishedCheckoutLine['measurements'] | null;
};

/** One unfinished checkout on the desk: who to call, what she left, in which language. */
export type UnfinishedCheckout = {
  id: number;
  name: string;
  phone: string;
  locale: Locale;
  pieces: UnfinishedPiece[];
  /** What the pieces cost today (delivery and discounts are worked out when she orders). */
  total: number;
  /** Her last step at checkout. */
  leftAt: Date;
  remind: boolean;
  remindersSent: number;
  calledAt: Date | null;
  calledBy: string | null;
};

/** The most the desk lists at once, the longest-left last. */
const mostListed = 200;

async function piecesOf(lines: UnfinishedCheckoutLine[][]) {
  const ids = [...new Set(lines.flat().map((line) => line.id))];
  if (ids.length === 0)
    return new Map<number, Omit<UnfinishedPiece, 'quantity' | 'measurements'>>();
  const rows = await getDb()
    .select({
      variantId: variants.id,
      name: products.name,
      sku: variants.sku,
      size: variants.size,
      colour: variants.colour,
      unitPrice: variants.price,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, ids));
  return new Map(rows.map((row) => [row.variantId, row]));
}

/**
 * The checkouts to call (docs/decisions.md, "Unfinished checkouts"): no order since her last
 * step, which is at least the threshold before `now`, and not dismissed; the newest first.
 * `now` is the caller's, so a test moves the clock rather than waiting an hour.
 */
export async function listUnfinishedCheckouts(
  now: Date = new Date(),
): Promise<UnfinishedCheckout[]> {
  const before = new Date(now.getTime() - unfinishedAfterMs());
  const rows = await getDb()
    .select({
      id: unfinishedCheckouts.id,
      name: unfinishedCheckouts.name,
      phone: unfinishedCheckouts.phone,
      locale: unfinishedCheckouts.locale,
      lines: unfinishedCheckouts.lines,
      leftAt: unfinishedCheckouts.updatedAt,
      remind: unfinishedCheckouts.remind,
      remindersSent: unfinishedCheckouts.remindersSent,
      calledAt: unfinishedCheckouts.calledAt,
      calledBy: users.name,
    })
    .from(unfinishedCheckouts)
    .leftJoin(users, eq(users.id, unfinishedCheckouts.calledBy))
    .where(
      and(
        isNull(unfinishedCheckouts.orderedAt),
        isNull(unfinishedCheckouts.dismissedAt),
        lte(unfinishedCheckouts.updatedAt, before),
      ),
    )
    .orderBy(desc(unfinishedCheckouts.updatedAt), asc(unfinishedCheckouts.id))
    .limit(mostListed);
  const known = await piecesOf(rows.map((row) => row.lines));
  return rows.map(({ lines, ...row }) => {
    const pieces = lines.flatMap((line) => {
      const piece = known.get(line.id);
      return piece
        ? [{ ...piece, quantity: line.quantity, measurements: line.measurements ?? null }]
        : [];
    });
    const total = pieces.reduce((sum, piece) => sum + piece.unitPrice * piece.quantity, 0);
    return { ...row, pieces, total: Math.round(total * 100) / 100 };
  });
}
