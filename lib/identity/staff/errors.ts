import 'server-only';
import { DomainError } from '@/lib/domain-error';

const words = { area: 'staff' };

/** What staff pages ask for that may be gone (a member, a slide), as staff errors name it. */
export type StaffThing =
  'staff member' | 'invitation' | 'category' | 'discount code' | 'page' | 'slide';

/** The staff side's refusals, each with the one code a client or form acts on. */
export const staffErrors = {
  signedOut: () =>
    new DomainError({
      kind: 'unauthenticated',
      code: 'unauthenticated',
      message: 'Please sign in first.',
      words,
    }),
  secondStep: () =>
    new DomainError({
      kind: 'forbidden',
      code: 'second_step_required',
      message: 'Confirm it is you with your authenticator or a code first.',
      words,
    }),
  notAllowed: () =>
    new DomainError({
      kind: 'forbidden',
      code: 'not_allowed',
      message: 'Your role does not allow this. Ask the owner if you need it.',
      words,
    }),
  wrongCode: () =>
    new DomainError({
      kind: 'invalid',
      code: 'invalid_code',
      message: 'That code is not right, or it has expired.',
      words,
      fields: { code: 'That code is not right, or it has expired.' },
    }),
  lastOwner: () =>
    new DomainError({
      kind: 'conflict',
      code: 'last_owner',
      message: 'The store needs at least one owner: make someone else owner first.',
      words,
    }),
  notFound: (what: StaffThing) =>
    new DomainError({
      kind: 'not_found',
      code: 'not_found',
      message: `That ${what} does not exist.`,
      words: { ...words, values: { what: what.replace(' ', '_') } },
    }),
};
