import { DomainError, type RefusalWords } from '@/lib/domain-error';
import type { AtelierStage } from '@/lib/db/values/atelier';

const area = 'atelier';

/** The words of a refusal that names the stage it is about, in the staff's vocabulary. */
const stageWords = (stage: AtelierStage | null): RefusalWords =>
  stage ? { area, values: { stage: { vocabulary: 'atelierStage', value: stage } } } : { area };

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
    words: stageWords(next),
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
    words: stageWords(last),
  });
