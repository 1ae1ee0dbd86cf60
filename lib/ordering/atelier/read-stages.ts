import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { atelierStageRows, users } from '@/lib/db/schema';
import type { AtelierStage } from '@/lib/db/values/atelier';

/** One stage of a piece as the staff pages and her order page read it. */
export type AtelierStageView = {
  stage: AtelierStage;
  plannedOn: string;
  doneOn: string | null;
  /** The staff member who marked it, as named now; null before, or once they left. */
  doneBy: string | null;
  note: string;
  photo: { path: string; width: number; height: number } | null;
  announced: boolean;
};

/** The stages of each of these order lines, keyed by line; a line without stages is absent. */
export async function readLineStages(
  db: Database | Transaction,
  lineIds: readonly number[],
): Promise<Map<number, AtelierStageView[]>> {
  const byLine = new Map<number, AtelierStageView[]>();
  if (lineIds.length === 0) return byLine;
  const rows = await db
    .select({
      lineId: atelierStageRows.orderItemId,
      stage: atelierStageRows.stage,
      plannedOn: atelierStageRows.plannedOn,
      doneOn: atelierStageRows.doneOn,
      doneBy: users.name,
      note: atelierStageRows.note,
      photoPath: atelierStageRows.photoPath,
      photoWidth: atelierStageRows.photoWidth,
      photoHeight: atelierStageRows.photoHeight,
      announced: atelierStageRows.announced,
    })
    .from(atelierStageRows)
    .leftJoin(users, eq(users.id, atelierStageRows.doneBy))
    .where(inArray(atelierStageRows.orderItemId, [...lineIds]))
    // Planned in the atelier's order, so the ids keep it.
    .orderBy(asc(atelierStageRows.orderItemId), asc(atelierStageRows.id));
  for (const row of rows) {
    const { lineId, photoPath, photoWidth, photoHeight, ...stage } = row;
    const photo =
      photoPath && photoWidth && photoHeight
        ? { path: photoPath, width: photoWidth, height: photoHeight }
        : null;
    byLine.set(lineId, [...(byLine.get(lineId) ?? []), { ...stage, photo }]);
  }
  return byLine;
}
