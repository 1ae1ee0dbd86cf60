import type { SignInResponse } from 'next-auth/react';
import { signInFailure, type AccountT } from './explain-failure';

/** What a failed `signIn` means for the form: a message beside `field`, or above the form. */
export function signInProblem(
  result: SignInResponse | undefined,
  field: string,
  t: AccountT,
): { fields: Record<string, string>; text?: string } | null {
  if (result && !result.error) return null;
  const text = signInFailure(result?.code ?? undefined, t);
  return text ? { fields: { [field]: text } } : { fields: {}, text: t('failures.unavailable') };
}
