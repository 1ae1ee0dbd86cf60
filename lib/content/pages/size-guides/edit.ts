import 'server-only';
import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { expireTags } from '@/lib/cache/expire';
import type { Transaction } from '@/lib/db/client';
import { categories, sizeGuides } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit, staffErrors } from '@/lib/identity';
import { renderForSaving } from '../markdown';

/** The category (locked, so it cannot go while its guide is written) and its guide's body. */
async function lockedGuide(tx: Transaction, categoryId: number) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('share');
  if (!category) throw staffErrors.notFound('category');
  const [guide] = await tx
    .select({ body: sizeGuides.body, bodyBn: sizeGuides.bodyBn })
    .from(sizeGuides)
    .where(eq(sizeGuides.categoryId, categoryId))
    .for('update');
  return guide ?? null;
}

function expireGuide(tx: Transaction, categoryId: number) {
  afterCommit(tx, () => expireTags([cacheTags.sizeGuide(categoryId)]));
}

/**
 * Writes a category's size guide (Markdown and its clean HTML) and its Bangla twin (null:
 * the English is shown; absent: left as it is), with an audit entry.
 */
export async function saveSizeGuide(
  actor: Actor,
  categoryId: number,
  body: string,
  bodyBn?: string | null,
) {
  const bodyHtml = renderForSaving(body, 'body');
  const bangla =
    bodyBn === undefined
      ? {}
      : { bodyBn, bodyHtmlBn: bodyBn ? renderForSaving(bodyBn, 'bodyBn') : null };
  await writeTransaction(async (tx) => {
    const before = await lockedGuide(tx, categoryId);
    const values = { body, bodyHtml, ...bangla, updatedAt: new Date() };
    await tx
      .insert(sizeGuides)
      .values({ categoryId, ...values })
      .onConflictDoUpdate({ target: sizeGuides.categoryId, set: values });
    await recordAudit(tx, actor, {
      action: before === null ? 'size_guide.create' : 'size_guide.update',
      entity: 'size_guide',
      entityId: categoryId,
      before,
      after: { body, bodyBn: bodyBn === undefined ? (before?.bodyBn ?? null) : bodyBn },
    });
    expireGuide(tx, categoryId);
  });
}

/** Removes a category's size guide; nothing to remove is not an error, and changes nothing. */
export async function deleteSizeGuide(actor: Actor, categoryId: number) {
  await writeTransaction(async (tx) => {
    const before = await lockedGuide(tx, categoryId);
    if (before === null) return;
    await tx.delete(sizeGuides).where(eq(sizeGuides.categoryId, categoryId));
    await recordAudit(tx, actor, {
      action: 'size_guide.delete',
      entity: 'size_guide',
      entityId: categoryId,
      before,
    });
    expireGuide(tx, categoryId);
  });
}
