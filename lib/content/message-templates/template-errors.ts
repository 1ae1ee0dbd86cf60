import 'server-only';
import { DomainError } from '@/lib/domain-error';

/**
 * Someone saved (or reset) this template after the form was opened: the save is refused,
 * nothing is written, and the form keeps what was typed.
 */
export const templateConflict = () =>
  new DomainError({
    kind: 'conflict',
    code: 'version_conflict',
    message:
      'Someone else changed this message after you opened it, so it was not saved. Your text is still here: copy it, reload the page to see theirs, then save again.',
  });
