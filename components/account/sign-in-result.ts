import type { SignInResponse } from 'next-auth/react';
import { signInFailures, signInUnavailable } from './explain-failure';

/** What a failed `signIn` means for the form: a message beside `field`, or above the form. */
export function signInProblem(
  result: SignInResponse | undefined,
  field: string,
): { fields: Record<string, string>; text?: string } | null {
  if (result && !result.error) return null;
  const text = result?.code ? signInFailures[result.code] : undefined;
  return text ? { fields: { [field]: text } } : { fields: {}, text: signInUnavailable };
}
