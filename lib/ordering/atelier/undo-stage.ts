import 'server-only';
import { eq } from 'drizzle-orm';
import { mediaKeyOfUrl, mediaStorage } from '@/lib/catalogue';
import { atelierStageRows } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { AtelierStage } from '@/lib/db/values/atelier';
import { parseWith } from '@/lib/http/server/read-input';
import { type Actor, recordAudit } from '@/lib/identity';
import { assertMayHandleOrders } from '../orders/desk/errors';
import { lockOrderByNumber } from '../orders/status';
import { recordOrderEvent } from '../orders/timeline';
import { stageNotLast } from './errors';
import { currentStage } from './progress';
import { stagesOfLine } from './stages-of-line';
import { undoStageFormSchema, type UndoStageInput } from './schemas';

/**
 * Takes back a piece's last stage marked done, when staff marked it by mistake: it is
 * planned again, without its day, who, note or photo. Under the order's lock the stage must
 * still be the last one done, so an undo never reaches past a stage someone marked since.
 * A message already sent to her stays sent; the timeline and the audit log say it was taken back.
 */
export async function undoStage(actor: Actor, input: UndoStageInput): Promise<AtelierStage> {
  assertMayHandleOrders(actor);
  const given = parseWith(undoStageFormSchema, input, 'body');
  const photoPath = await writeTransaction(async (tx) => {
    const order = await lockOrderByNumber(tx, given.number);
    const stages = await stagesOfLine(tx, order.id, given.line);
    const last = currentStage(stages);
    if (!last || last.stage !== given.stage) throw stageNotLast(last?.stage ?? null);
    await tx
      .update(atelierStageRows)
      .set({
        doneOn: null,
        doneBy: null,
        note: '',
        photoPath: null,
        photoWidth: null,
        photoHeight: null,
        announced: false,
        updatedAt: new Date(),
      })
      .where(eq(atelierStageRows.id, last.id));
    await recordOrderEvent(tx, order, {
      kind: 'note',
      note: `Atelier: ${last.name}, ${given.stage.replaceAll('_', ' ')} taken back (was done on ${last.doneOn})`,
      actor,
      isPublic: false,
      data: { orderItemId: given.line, stage: given.stage },
    });
    await recordAudit(tx, actor, {
      action: 'order.atelier_stage_undone',
      entity: 'order',
      entityId: order.number,
      before: { line: given.line, stage: given.stage, doneOn: last.doneOn },
      after: { line: given.line, stage: given.stage, doneOn: null },
    });
    return last.photoPath;
  });
  const key = photoPath ? mediaKeyOfUrl(photoPath) : null;
  if (key) await mediaStorage().delete(key);
  return given.stage;
}
