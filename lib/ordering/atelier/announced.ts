import type { AtelierStage } from '@/lib/db/values/atelier';

/**
 * The stages whose "tell her" box is ticked unless staff untick it: the ones a bride waits
 * for (her measurements taken right, her trial, her piece on its way); the others are the
 * atelier's own steps, told when staff choose.
 */
export const announcedByDefault: ReadonlySet<AtelierStage> = new Set([
  'measurements_confirmed',
  'trial_ready',
  'ready_to_ship',
]);
