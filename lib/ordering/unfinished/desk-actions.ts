import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { unfinishedCheckouts } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { DomainError } from '@/lib/domain-error';
import { recordAudit, type Actor } from '@/lib/identity';

export type DeskStep = 'called' | 'dismiss';

/**
 * The desk's steps on an unfinished checkout, with who took them: "called" (an order that
 * follows counts as recovered), "dismiss" (off the list and no further reminder, until she
 * comes back to the checkout). An ordered checkout is no longer the desk's to change.
 */
export async function markUnfinishedCheckout(
  member: Actor,
  id: number,
  step: DeskStep,
): Promise<void> {
  await writeTransaction(async (tx) => {
    const open = and(eq(unfinishedCheckouts.id, id), isNull(unfinishedCheckouts.orderedAt));
    const now = new Date();
    const [row] = await tx
      .update(unfinishedCheckouts)
      .set(
        step === 'called'
          ? { calledAt: now, calledBy: member.id }
          : { dismissedAt: now, dismissedBy: member.id },
      )
      .where(open)
      .returning({ id: unfinishedCheckouts.id });
    if (!row) {
      throw new DomainError({
        kind: 'not_found',
        code: 'not_found',
        message: 'This checkout is gone or was ordered meanwhile.',
      });
    }
    await recordAudit(tx, member, {
      action: step === 'called' ? 'unfinished_checkout.called' : 'unfinished_checkout.dismissed',
      entity: 'unfinished_checkout',
      entityId: String(row.id),
    });
  });
}
