import type { SignInResponse } from 'next-auth/react';
import type { ApiFormFailure } from '@/components/ui/form/use-api-form';
import { signInFailure, type AccountT } from './explain-failure';

/** What a sign-in form asks the shopper to fill in, by field. */
const enterProblem = {
  email: 'fieldProblems.enterEmail',
  password: 'fieldProblems.enterPassword',
  otp: 'fieldProblems.code',
} as const;

/**
 * next-auth answers every refused sign-in with one code, a blank field's as a wrong one's:
 * the fields the shopper left blank, each asked for beside it, or none.
 */
function blankFields(typed: Record<string, string>, t: AccountT): Record<string, string> {
  return Object.fromEntries(
    Object.entries(enterProblem)
      .filter(([name]) => typed[name]?.trim() === '')
      .map(([name, problem]) => [name, t(problem)]),
  );
}

/**
 * What a failed `signIn` means for the form: what was left blank, or a message beside
 * `field`, or above the form. `typed` is what the form sent.
 */
export function signInProblem(
  result: SignInResponse | undefined,
  field: string,
  typed: Record<string, string>,
  t: AccountT,
): ApiFormFailure | null {
  if (result && !result.error) return null;
  // The server's own check of the address: it cannot be one (a blank one is asked for instead).
  if (result?.code === 'invalid_email') {
    return { fields: { email: t('fieldProblems.validEmail'), ...blankFields(typed, t) } };
  }
  const text = signInFailure(result?.code ?? undefined, t);
  if (!text) return { fields: {}, message: t('failures.unavailable') };
  const blank = result?.code === 'throttled' ? {} : blankFields(typed, t);
  return { fields: Object.keys(blank).length ? blank : { [field]: text } };
}
