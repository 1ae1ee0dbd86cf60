import 'server-only';
import { eq } from 'drizzle-orm';
import { atelierStageRows } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { AtelierStage } from '@/lib/db/values/atelier';
import { parseWith } from '@/lib/http/server/read-input';
import { type Actor, recordAudit } from '@/lib/identity';
import { assertMayHandleOrders } from '../orders/desk/errors';
import { queueOrderMessages } from '../orders/notify-status';
import { lockOrderByNumber } from '../orders/status';
import { recordOrderEvent } from '../orders/timeline';
import { doneBeforePrevious, stageNotNext } from './errors';
import { currentStage, nextStage } from './progress';
import { stagesOfLine } from './stages-of-line';
import { planAtelierStages } from './plan-order';
import { recordStageFormSchema, type RecordStageInput } from './schemas';
import { removeStagePhoto, storeStagePhoto, type StoredStagePhoto } from './stage-photo';

export type RecordedStage = { stage: AtelierStage; messages: number };

/**
 * Marks the next stage of a made-to-measure line done: the day, who, a note, a photo, and,
 * when staff tick it, her message saying so (at "trial ready" with the link to book her
 * trial fitting). Under the order's lock the stage must still be the line's next one,
 * which is what keeps two staff from marking it twice; the desk's timeline and the audit
 * log record it in the same transaction. The photo is stored first and removed if refused.
 */
export async function recordStage(actor: Actor, input: RecordStageInput): Promise<RecordedStage> {
  assertMayHandleOrders(actor);
  const given = parseWith(recordStageFormSchema, input, 'body');
  const photo: StoredStagePhoto | null = given.photo ? await storeStagePhoto(given.photo) : null;
  try {
    return await writeTransaction(async (tx) => {
      const order = await lockOrderByNumber(tx, given.number);
      // An order from before the atelier's stages is planned from its own day, as shown.
      await planAtelierStages(tx, order.id, order.createdAt);
      const stages = await stagesOfLine(tx, order.id, given.line);
      const next = nextStage(stages);
      if (!next || next.stage !== given.stage) throw stageNotNext(next?.stage ?? null);
      const previous = currentStage(stages);
      if (previous?.doneOn && given.doneOn < previous.doneOn) {
        throw doneBeforePrevious(previous.doneOn);
      }
      await tx
        .update(atelierStageRows)
        .set({
          doneOn: given.doneOn,
          doneBy: actor.id,
          note: given.note,
          photoPath: photo?.path ?? null,
          photoWidth: photo?.width ?? null,
          photoHeight: photo?.height ?? null,
          announced: given.tell,
          updatedAt: new Date(),
        })
        .where(eq(atelierStageRows.id, next.id));
      const said = given.note ? `: ${given.note}` : '';
      await recordOrderEvent(tx, order, {
        kind: 'note',
        // The desk's own line; her pages show the stage in her language.
        note: `Atelier: ${next.name}, ${given.stage.replaceAll('_', ' ')} done on ${given.doneOn}${said}`,
        actor,
        isPublic: false,
        data: { orderItemId: given.line, stage: given.stage },
      });
      await recordAudit(tx, actor, {
        action: 'order.atelier_stage',
        entity: 'order',
        entityId: order.number,
        before: { line: given.line, stage: given.stage, doneOn: null },
        after: { line: given.line, stage: given.stage, doneOn: given.doneOn, told: given.tell },
      });
      const messages = given.tell
        ? await queueOrderMessages(tx, order, 'atelier_stage', { atelierStage: given.stage })
        : 0;
      return { stage: given.stage, messages };
    });
  } catch (error) {
    await removeStagePhoto(photo);
    throw error;
  }
}
