import 'server-only';
import { edgeKeys } from '@/lib/cache/edge/edge-keys';
import { cacheTags } from '@/lib/cache-tags';
import { expireTags } from '@/lib/cache/expire';
import { productChangeTags } from '@/lib/catalogue/products/change-tags';
import type { Transaction } from '@/lib/db/client';
import type { ProductStatus } from '@/lib/db/schema';
import { afterCommit } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { readProductStates, type ProductState } from '../state/product-state';
import type { PlannedSave } from './checks';
import { changesNothing, diffProduct } from './diff-product';
import {
  freeSlug,
  insertProductRow,
  recordStockCorrections,
  type StockChange,
  updateProductRow,
  writeLinks,
  writeStyle,
  writeVariants,
} from './writes';

/** Where a save comes from: its audit actions and the note on its stock corrections. */
export type SaveSource = { create: string; update: string; stockNote: string };

export type SavedProduct = {
  id: number;
  slug: string;
  version: number;
  status: ProductStatus;
  /** False when the save asked for what the product already was: nothing was written. */
  changed: boolean;
};

const isListed = (state: ProductState | null) => state?.status === 'published';

/** The sitemap lists published products by slug: it changes when one enters, leaves or moves. */
function touchesSitemap(before: ProductState | null, after: ProductState): boolean {
  if (isListed(before) !== isListed(after)) return true;
  return isListed(after) && before !== null && before.slug !== after.slug;
}

/**
 * Writes each save that changes something, in the caller's transaction: the product row
 * (version + 1), its variants, links and stock corrections, and an audit entry with the
 * product before and after. Once committed, the tags of every listing it was in and is in
 * now are expired (a category move touches both), with those of the pieces of its style
 * group before and after (they show its colour), and the sitemap's when it changed; at
 * the edge also the old address of a product whose slug changed.
 */
export async function saveProducts(
  tx: Transaction,
  actor: Actor,
  saves: PlannedSave[],
  source: SaveSource,
): Promise<SavedProduct[]> {
  const work = saves.map((save) => ({ ...save, diff: diffProduct(save.before, save.input) }));
  const changing = work.filter((save) => !save.before || !changesNothing(save.diff));
  const beforeTags = await productChangeTags(
    tx,
    changing.flatMap((save) => (save.before ? [save.before.id] : [])),
  );
  const claimed = new Set(saves.flatMap((save) => (save.input.slug ? [save.input.slug] : [])));
  const stock: StockChange[] = [];
  const written: { before: ProductState | null; id: number }[] = [];
  for (const { before, input, diff } of changing) {
    const id = before
      ? before.id
      : await insertProductRow(
          tx,
          input,
          input.slug ?? (await freeSlug(tx, input.name, input.sku, claimed)),
        );
    if (before) await updateProductRow(tx, before, input, diff.fields);
    stock.push(...(await writeVariants(tx, id, diff)));
    await writeLinks(tx, id, before, input);
    await writeStyle(tx, id, before, input);
    written.push({ before, id });
  }
  const after = await readProductStates(
    tx,
    written.map((save) => save.id),
  );
  for (const { before, id } of written) {
    const action = before ? source.update : source.create;
    await recordAudit(tx, actor, {
      action,
      entity: 'product',
      entityId: id,
      before,
      after: after.get(id),
    });
  }
  await recordStockCorrections(tx, actor, stock, source.stockNote);
  const tags = [...beforeTags, ...(await productChangeTags(tx, [...after.keys()]))];
  if (written.some(({ before, id }) => touchesSitemap(before, after.get(id)!)))
    tags.push(cacheTags.sitemap);
  // A product's tag names it by id, which the edge reads as its slug when it purges: the
  // address it had before a new slug is named here, or a CDN would keep the old page.
  const oldAddresses = written.flatMap(({ before, id }) =>
    before && before.slug !== after.get(id)!.slug ? [edgeKeys.product(before.slug)] : [],
  );
  if (written.length) afterCommit(tx, () => expireTags(tags, { edgeKeys: oldAddresses }));
  const writtenIds = new Map(written.map((save, index) => [changing[index]!, save.id]));
  return work.map((save) => {
    const state = after.get(writtenIds.get(save) ?? -1) ?? save.before!;
    return {
      id: state.id,
      slug: state.slug,
      version: state.version,
      status: state.status,
      changed: writtenIds.has(save),
    };
  });
}
