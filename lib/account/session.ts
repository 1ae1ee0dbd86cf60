import 'server-only';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { auth } from '@/lib/auth/next-auth';
import { loginUrlFor } from './callback-url';

/** The signed-in user's id, or null. */
export async function currentUserId(): Promise<string | null> {
  // Per-visitor pages: rendered for each request, never prerendered or cached.
  await connection();
  const session = await auth();
  return session?.user?.id ?? null;
}

/** For /account/* pages: the user's id, or off to sign in and back to `path` afterwards. */
export async function requireUserId(path: string): Promise<string> {
  const id = await currentUserId();
  if (!id) redirect(loginUrlFor(path));
  return id;
}

/** For the sign-in and sign-up pages: a signed-in visitor has nothing to do there. */
export async function leaveIfSignedIn(callbackUrl: string): Promise<void> {
  if (await currentUserId()) redirect(callbackUrl);
}
