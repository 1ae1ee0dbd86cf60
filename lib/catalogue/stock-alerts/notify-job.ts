import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { store } from '@/lib/config';
import type { Transaction } from '@/lib/db/client';
import { products, stockAlerts, variants } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { env } from '@/lib/env';
import { localisedPath } from '@/lib/i18n/locale-path';
import type { JobPayload } from '@/lib/jobs/payloads';
import { localeSmsText, sendMessage, smsTranslator } from '@/lib/messaging';
import { loadVariantWords } from '../products/load-variant-words';
import { localized } from '../products/localized-text';
import { variantWord } from '../products/variant-word';
import { stopUrl } from './stop-link';
import { waiting } from './waiting';

/**
 * How many in line are told per piece back. One: the first to ask are the ones who can
 * have it, and nobody is sent to a page that sold out again before she arrived.
 */
export const toldPerPieceBack = 1;

type Piece = {
  slug: string;
  name: string;
  nameBn: string | null;
  size: string;
  colour: string;
};

async function backInStockText(tx: Transaction, piece: Piece, alertId: number, locale: Locale) {
  const words = await loadVariantWords(tx, locale);
  const choice = [
    piece.colour && variantWord(words, 'colour', piece.colour),
    piece.size && variantWord(words, 'size', piece.size),
  ]
    .filter(Boolean)
    .join(', ');
  const link = `${env.SITE_URL}${localisedPath(locale, `/product/${piece.slug}`)}`;
  const text = smsTranslator(locale)('stockAlert.back', {
    store: store.name,
    piece: localized(locale, piece.name, piece.nameBn),
    choice,
    link,
    stop: stopUrl(alertId, locale),
  });
  return localeSmsText(text, locale);
}

/**
 * Tells the first in line that a sold-out size or colour is back: as many as there are
 * pieces (toldPerPieceBack each), in the order they asked, once each, in the language each
 * asked in. The messages and the marks are written in one transaction, and the rows are
 * locked, so a job tried twice, or two at once, tell nobody twice.
 */
export async function notifyBackInStockJob({
  variantId,
}: JobPayload<'notify-back-in-stock'>): Promise<void> {
  await writeTransaction(async (tx) => {
    const [piece] = await tx
      .select({
        stock: variants.stock,
        size: variants.size,
        colour: variants.colour,
        slug: products.slug,
        name: products.name,
        nameBn: products.nameBn,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(variants.id, variantId));
    if (!piece || piece.stock <= 0) return;
    const line = await tx
      .select({ id: stockAlerts.id, phone: stockAlerts.phone, locale: stockAlerts.locale })
      .from(stockAlerts)
      .where(and(waiting, eq(stockAlerts.variantId, variantId)))
      .orderBy(asc(stockAlerts.id))
      .limit(piece.stock * toldPerPieceBack)
      .for('update', { skipLocked: true });
    for (const alert of line) {
      const text = await backInStockText(tx, piece, alert.id, alert.locale);
      await sendMessage({ channel: 'sms', to: alert.phone, text }, { tx });
    }
    if (line.length === 0) return;
    await tx
      .update(stockAlerts)
      .set({ notifiedAt: sql`now()` })
      .where(
        inArray(
          stockAlerts.id,
          line.map(({ id }) => id),
        ),
      );
  });
}
