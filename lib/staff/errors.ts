import 'server-only';
import { ApiError } from '@/lib/api/errors';

/** The staff side's refusals, each with the one code a client or form acts on. */
export const staffErrors = {
  signedOut: () =>
    new ApiError({ status: 401, code: 'unauthenticated', message: 'Please sign in first.' }),
  secondStep: () =>
    new ApiError({
      status: 403,
      code: 'second_step_required',
      message: 'Confirm it is you with your authenticator or a code first.',
    }),
  notAllowed: () =>
    new ApiError({
      status: 403,
      code: 'not_allowed',
      message: 'Your role does not allow this. Ask the owner if you need it.',
    }),
  wrongCode: () =>
    new ApiError({
      status: 400,
      code: 'invalid_code',
      message: 'That code is not right, or it has expired.',
      fields: { code: 'That code is not right, or it has expired.' },
    }),
  lastOwner: () =>
    new ApiError({
      status: 409,
      code: 'last_owner',
      message: 'The store needs at least one owner: make someone else owner first.',
    }),
  notFound: (what: string) =>
    new ApiError({ status: 404, code: 'not_found', message: `That ${what} does not exist.` }),
};
