import { addDays } from '@/lib/format/dhaka-day';
import { atelierStages, type AtelierStage } from '@/lib/db/values/atelier';

/**
 * How far into a piece's lead time each stage is planned to be done: measurements are
 * confirmed on the first days, embroidery takes the longest stretch, and the last days are
 * the trial, its alterations and the final check.
 */
const shareOfLeadTime: Record<AtelierStage, number> = {
  measurements_confirmed: 0.05,
  fabric_cut: 0.15,
  embroidery: 0.45,
  stitching: 0.65,
  trial_ready: 0.75,
  alterations: 0.85,
  final_check: 0.95,
  ready_to_ship: 1,
};

export type PlannedStage = { stage: AtelierStage; plannedOn: string };

/**
 * A piece's stages with their planned Dhaka days, spread back from its expected finish
 * (`start` plus the lead time) by each stage's share of the lead time; the last is the
 * finish itself. A short lead time may plan two stages on one day.
 */
export function planStages(start: string, leadTimeDays: number): PlannedStage[] {
  const lead = Math.max(0, Math.round(leadTimeDays));
  return atelierStages.map((stage) => ({
    stage,
    plannedOn: addDays(start, Math.round(lead * shareOfLeadTime[stage])),
  }));
}
