'use client';

import * as drawn from '#server-drawn/fit/fit-dialog';
import { liveOnIntent } from '@/components/ui/live-on-intent';
import type { FitDialogProps } from './fit-dialog';

/** A fit guide's button and dialog (./fit-dialog.tsx), its code loaded when the shopper first reaches for the page. */
export const FitDialogOnIntent = liveOnIntent<FitDialogProps>({
  drawn: drawn.FitDialog,
  load: () => import('./fit-dialog').then((module) => module.FitDialog),
});
