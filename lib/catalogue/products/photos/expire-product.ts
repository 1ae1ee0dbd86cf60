import 'server-only';
import { expireTags } from '@/lib/cache/expire';
import { productChangeTags } from '@/lib/catalogue/products/change-tags';
import { getDb, type Transaction } from '@/lib/db/client';
import { afterCommit } from '@/lib/db/write-transaction';

/** Once `tx` commits, expires what shows the product: its page, cards and listings. */
export function expireProductAfterCommit(tx: Transaction, productId: number): void {
  afterCommit(tx, async () => expireTags(await productChangeTags(getDb(), [productId])));
}
