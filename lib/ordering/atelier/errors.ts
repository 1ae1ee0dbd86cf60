import { DomainError } from '@/lib/domain-error';
import type { AtelierStage } from '@/lib/db/values/atelier';

const area = 'atelier';

/** The line is not a made-to-measure piece of this order. */
export const notAnAtelierPiece = () =>
  new DomainError({
    kind: 'not_found',
    code: 'not_an_atelier_piece',
    message: 'This order has no made-to-measure piece by that line.',
    words: { area },
  });

/**
 * The stage is not the piece's next one any more: someone marked it (or a later one) while
 * this form was open, or the form skipped a stage.
 */
export const stageNotNext = (next: AtelierStage | null) =>
  new DomainError({
    kind: 'conflict',
    code: next ? 'stage_not_next' : 'stages_all_done',
    message: next
      ? `The piece's next stage is now ${next.replaceAll('_', ' ')}: someone else may have marked it meanwhile.`
      : 'Every stage of this piece is done already.',
    words: next
      ? { area, values: { stage: { vocabulary: 'atelierStage', value: next } } }
      : { area },
  });

/** A stage cannot be dated before the stage it follows was done. */
export const doneBeforePrevious = (previous: string) =>
  new DomainError({
    kind: 'invalid',
    code: 'done_before_previous',
    message: `The stage before was done on ${previous}; choose that day or later.`,
    fields: { doneOn: `Choose ${previous} or later` },
  });

/** The stage is not the piece's last one done: someone marked a later one, or took it back. */
export const stageNotLast = (last: AtelierStage | null) =>
  new DomainError({
    kind: 'conflict',
    code: last ? 'stage_not_last' : 'no_stage_done',
    message: last
      ? `The piece's last stage done is now ${last.replaceAll('_', ' ')}: someone else may have changed it meanwhile.`
      : 'No stage of this piece is done.',
    words: last
      ? { area, values: { stage: { vocabulary: 'atelierStage', value: last } } }
      : { area },
  });
