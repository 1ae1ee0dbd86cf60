/**
 * The stages a made-to-measure piece goes through in the atelier, in their order
 * (docs/decisions.md, "The atelier's progress").
 */
export const atelierStages = [
  'measurements_confirmed',
  'fabric_cut',
  'embroidery',
  'stitching',
  'trial_ready',
  'alterations',
  'final_check',
  'ready_to_ship',
] as const;
export type AtelierStage = (typeof atelierStages)[number];

/** Days before her event at which the owner is told a piece has not shipped. */
export const atelierAlertDays = [14, 7] as const;
export type AtelierAlertDays = (typeof atelierAlertDays)[number];
