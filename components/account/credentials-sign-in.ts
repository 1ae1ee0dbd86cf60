'use client';

import { signIn, type SignInResponse } from 'next-auth/react';
import { refreshSession } from './session-client';

/**
 * Signs in by e-mail and password or by phone and code without leaving the page, and lets
 * the page's session know (session-client.ts). Undefined when the server could not be reached.
 */
export async function credentialsSignIn(
  provider: 'password' | 'phone',
  fields: Record<string, string>,
): Promise<SignInResponse | undefined> {
  const result = await signIn(provider, { ...fields, redirect: false }).catch(() => undefined);
  if (result && !result.error) await refreshSession();
  return result;
}
