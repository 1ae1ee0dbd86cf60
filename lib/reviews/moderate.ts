import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { expireTags } from '@/lib/cache/expire';
import type { Transaction } from '@/lib/db/client';
import { products, reviews } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { productChangeTags } from '@/lib/catalogue';
import { type Actor, recordAudit } from '@/lib/identity';
import type { ReviewStatus } from '@/lib/db/values/reviews';
import { reviewNotFound } from './errors';
import type { Moderation } from './schemas/moderation';

/**
 * Counts the product's published reviews again onto its row, where the cards read their
 * stars without counting (lib/catalogue's summaries).
 */
async function recountProduct(tx: Transaction, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      reviewCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${reviews.productId} = ${productId} AND ${reviews.status} = 'published')`,
      ratingSum: sql`(SELECT coalesce(sum(${reviews.rating}), 0) FROM ${reviews} WHERE ${reviews.productId} = ${productId} AND ${reviews.status} = 'published')`,
    })
    .where(eq(products.id, productId));
}

const statusAfter = (moderation: Moderation, current: ReviewStatus): ReviewStatus =>
  moderation.decision === 'publish'
    ? 'published'
    : moderation.decision === 'reject'
      ? 'rejected'
      : current;

/**
 * Publishes, rejects (with the reason, for staff) or answers a review, with its audit
 * entry. The product's count and average follow, and once committed its page, its cards'
 * listings and the API's answers are expired: a published review shows at the next visit.
 */
export async function moderateReview(
  actor: Actor,
  moderation: Moderation,
): Promise<{ id: number; status: ReviewStatus }> {
  return writeTransaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.id, moderation.id))
      .for('update');
    if (!before) throw reviewNotFound();
    const status = statusAfter(moderation, before.status);
    const [after] = await tx
      .update(reviews)
      .set({
        status,
        rejectReason: moderation.decision === 'reject' ? moderation.reason : before.rejectReason,
        reply: moderation.decision === 'reply' ? moderation.reply : before.reply,
        publishedAt:
          status === 'published' ? (before.publishedAt ?? sql`now()`) : before.publishedAt,
        moderatedBy: actor.id,
        moderatedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(reviews.id, before.id)))
      .returning();
    await recordAudit(tx, actor, {
      action: `review.${moderation.decision}`,
      entity: 'review',
      entityId: before.id,
      before: { status: before.status, rejectReason: before.rejectReason, reply: before.reply },
      after: { status: after!.status, rejectReason: after!.rejectReason, reply: after!.reply },
    });
    if (status !== before.status) await recountProduct(tx, before.productId);
    const tags = await productChangeTags(tx, [before.productId], { siblings: false });
    afterCommit(tx, () => expireTags(tags));
    return { id: before.id, status };
  });
}
