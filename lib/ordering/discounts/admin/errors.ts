import 'server-only';
import { DomainError, validationFailed } from '@/lib/domain-error';

/** The refusals of the staff's discount-code forms, each beside the field it concerns. */
export const discountAdminErrors = {
  codeTaken: (code: string) =>
    validationFailed({ code: `${code} exists already (codes ignore case): choose another.` }),
  limitBelowUses: (used: number) =>
    validationFailed({
      usageLimit: `Orders have used it ${used} times already: allow at least ${used}, or switch it off.`,
    }),
  unknownCategories: () =>
    validationFailed({ categoryIds: 'A chosen category no longer exists: reload the page.' }),
  /** Someone saved the code after this form was opened: nothing is written. */
  versionConflict: (current: number) =>
    new DomainError({
      kind: 'conflict',
      code: 'version_conflict',
      message:
        'Someone else changed this code after you opened it. Reload the page to see their changes, then make yours again.',
      fields: { version: `is ${current} now` },
    }),
};
