import { addDays } from '@/lib/format/dhaka-day';
import { atelierStages, type AtelierStage } from '@/lib/db/values/atelier';

/** What the progress rules need of a stage row. */
export type StageDates = { stage: AtelierStage; plannedOn: string; doneOn: string | null };

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to` (Dhaka days, YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

const inOrder = (stages: readonly StageDates[]) =>
  [...stages].sort((a, b) => atelierStages.indexOf(a.stage) - atelierStages.indexOf(b.stage));

/** The first stage not done yet, in the atelier's order; null once all are done. */
export function nextStage<S extends StageDates>(stages: readonly S[]): S | null {
  return (inOrder(stages) as S[]).find((stage) => stage.doneOn === null) ?? null;
}

/** The last stage done, in the atelier's order; null before the first. */
export function currentStage<S extends StageDates>(stages: readonly S[]): S | null {
  return (inOrder(stages) as S[]).findLast((stage) => stage.doneOn !== null) ?? null;
}

/**
 * The Dhaka day the piece is expected ready to ship: the day it was, once done; else its
 * planned day, pushed back by as many days as the next stage is overdue today (a stage
 * late by three days makes the rest three days late). An early stage gains nothing: the
 * atelier keeps its plan.
 */
export function expectedFinish(stages: readonly StageDates[], today: string): string | null {
  const finish = stages.find((stage) => stage.stage === 'ready_to_ship');
  if (!finish) return null;
  if (finish.doneOn) return finish.doneOn;
  const next = nextStage(stages);
  const late = next ? Math.max(0, daysBetween(next.plannedOn, today)) : 0;
  return addDays(finish.plannedOn, late);
}

/**
 * The days to spare: the day promised her (or, before staff promise one, the day she needs
 * it by) minus the expected finish. Negative is late; null when she gave no date.
 */
export function slackDays(
  dates: { promised: string | null; needBy: string | null },
  finish: string | null,
): number | null {
  const target = dates.promised ?? dates.needBy;
  if (!target || !finish) return null;
  return daysBetween(finish, target);
}

/** Board order: least slack first; pieces without a date after every dated one. */
export function bySlack(a: { slack: number | null }, b: { slack: number | null }): number {
  if (a.slack === null || b.slack === null)
    return (a.slack === null ? 1 : 0) - (b.slack === null ? 1 : 0);
  return a.slack - b.slack;
}
