import 'server-only';
import { redirect as redirectTo } from 'next/navigation';
import { connection } from 'next/server';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { auth } from './next-auth';
import { splitLocale } from '@/lib/i18n/locale-path';
import { loginUrlFor } from '@/lib/identity';

/** The signed-in user's id, or null. */
export async function currentUserId(): Promise<string | null> {
  // Per-visitor pages: rendered for each request, never prerendered or cached.
  await connection();
  const session = await auth();
  return session?.user?.id ?? null;
}

/**
 * For /account/* pages: the user's id, or off to sign in (in the page's language) and back
 * to `path` (the English path: the sign-in page comes back in its own language) afterwards.
 */
export async function requireUserId(path: string): Promise<string> {
  const id = await currentUserId();
  if (!id) redirect({ href: loginUrlFor(path), locale: await getLocale() });
  return id!;
}

/** For the sign-in and sign-up pages: a signed-in visitor has nothing to do there. */
export async function leaveIfSignedIn(callbackUrl: string): Promise<void> {
  if (!(await currentUserId())) return;
  // A path that names its language (/bn/…) goes there as it is; any other, in this page's.
  if (splitLocale(callbackUrl).path !== callbackUrl) redirectTo(callbackUrl);
  redirect({ href: callbackUrl, locale: await getLocale() });
}
