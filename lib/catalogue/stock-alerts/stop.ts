import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { products, stockAlerts, variants } from '@/lib/db/schema';
import { loadVariantWords } from '../products/load-variant-words';
import { localizedColumn } from '../products/localized-text';
import { variantWord } from '../products/variant-word';
import { alertIdOf } from './stop-link';

export type StopPage = {
  piece: string;
  slug: string;
  size: string;
  colour: string;
  state: 'waiting' | 'told' | 'stopped';
};

/** What a stop link's page shows: the piece she waits for, in her words, and where her alert stands. */
export async function readStockAlert(token: string, locale: Locale): Promise<StopPage | null> {
  const id = alertIdOf(token);
  if (id === null) return null;
  const [row] = await getDb()
    .select({
      piece: localizedColumn(locale, products.name, products.nameBn),
      slug: products.slug,
      size: variants.size,
      colour: variants.colour,
      notifiedAt: stockAlerts.notifiedAt,
      endedAt: stockAlerts.endedAt,
    })
    .from(stockAlerts)
    .innerJoin(variants, eq(variants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(stockAlerts.id, id));
  if (!row) return null;
  const state = row.endedAt ? 'stopped' : row.notifiedAt ? 'told' : 'waiting';
  const words = await loadVariantWords(getDb(), locale);
  return {
    piece: row.piece,
    slug: row.slug,
    size: row.size && variantWord(words, 'size', row.size),
    colour: row.colour && variantWord(words, 'colour', row.colour),
    state,
  };
}

/** Takes her out of the line; true when the link was one of ours. Stopping twice is fine. */
export async function stopStockAlert(token: string): Promise<boolean> {
  const id = alertIdOf(token);
  if (id === null) return false;
  await getDb()
    .update(stockAlerts)
    .set({ endedAt: sql`now()` })
    .where(and(eq(stockAlerts.id, id), isNull(stockAlerts.endedAt)));
  return true;
}
