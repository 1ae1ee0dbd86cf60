'use client';

import { signIn, type SignInResponse } from 'next-auth/react';
import type { Locale } from '@/i18n/routing';
import { refreshSession } from './session-client';

/**
 * Signs in by e-mail and password or by phone and code without leaving the page, and lets
 * the page's session know (session-client.ts). The page's language goes with it: the
 * account's later messages are written in it (docs/decisions.md 25). Undefined when the
 * server could not be reached.
 */
export async function credentialsSignIn(
  provider: 'password' | 'phone',
  fields: Record<string, string>,
  locale: Locale,
): Promise<SignInResponse | undefined> {
  const result = await signIn(provider, { ...fields, locale, redirect: false }).catch(
    () => undefined,
  );
  if (result && !result.error) await refreshSession();
  return result;
}
