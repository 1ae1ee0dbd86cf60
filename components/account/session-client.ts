'use client';

import type { Session } from 'next-auth';
import { useSyncExternalStore } from 'react';
import { sessionMaxAgeSeconds, signedInHintCookie } from '@/lib/identity/client';

/**
 * Who is signed in, as every store page's header, cart and wishlist need it: asked of
 * next-auth's session endpoint (its cookie is httpOnly), once per page load and again
 * whenever the tab comes back into view (another tab may have signed in or out), but only
 * while the signed-in hint (`signedInHintCookie`) is there: a guest's page asks nothing
 * and shows her the links of a signed-out shopper at once. The hint only saves a request;
 * whoever is signed in is what the endpoint answers.
 *
 * Not next-auth/react's SessionProvider: that client (with signIn, signOut and the
 * cross-tab channel) would load with every public page, and only the sign-in forms need
 * signIn (they import it themselves). docs/architecture.md, "Client islands".
 */
export type ShopperSession =
  | { status: 'loading'; user: null }
  | { status: 'unauthenticated'; user: null }
  | { status: 'authenticated'; user: Session['user'] };

const loading: ShopperSession = { status: 'loading', user: null };
const signedOut: ShopperSession = { status: 'unauthenticated', user: null };

let current: ShopperSession = loading;
let watching = false;
const listeners = new Set<() => void>();

function publish(next: ShopperSession): void {
  current = next;
  for (const listener of listeners) listener();
}

function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${signedInHintCookie}=`));
}

/** Keeps the hint in step with the endpoint's answer (the proxy sets it too, from the session cookie). */
function writeSignedInHint(signedIn: boolean): void {
  if (signedIn === hasSignedInHint()) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = signedIn ? sessionMaxAgeSeconds : 0;
  document.cookie = `${signedInHintCookie}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

async function csrfToken(): Promise<string> {
  const response = await fetch('/api/auth/csrf', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The sign-out form could not be had: ${response.status}`);
  const body = (await response.json()) as { csrfToken: string };
  return body.csrfToken;
}

/** Asks the server again who is signed in (after a sign-in or sign-out on this page). */
export async function refreshSession(): Promise<void> {
  try {
    const response = await fetch('/api/auth/session', { cache: 'no-store' });
    const session = response.ok ? ((await response.json()) as Session | null) : null;
    writeSignedInHint(Boolean(session?.user));
    publish(session?.user ? { status: 'authenticated', user: session.user } : signedOut);
  } catch {
    // Offline: the links of a signed-out shopper, which always work; the next view asks again.
    if (current.status === 'loading') publish(signedOut);
  }
}

/**
 * Ends the session through next-auth's sign-out endpoint (CSRF-checked), without leaving the
 * page; throws when it is not ended.
 */
export async function endSession(): Promise<void> {
  const response = await fetch('/api/auth/signout', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Auth-Return-Redirect': '1',
    },
    body: new URLSearchParams({ csrfToken: await csrfToken(), callbackUrl: location.href }),
  });
  if (!response.ok) throw new Error(`The session was not ended: ${response.status}`);
  await refreshSession();
  // The endpoint answers a refused form with a page, not an error: the session says.
  if (current.status === 'authenticated') throw new Error('The session was not ended');
}

/** Asks the endpoint when a session may exist (the hint) or did until now (a sign-out elsewhere). */
function refreshIfSignedIn(): void {
  if (hasSignedInHint() || current.status === 'authenticated') void refreshSession();
  else if (current.status === 'loading') publish(signedOut);
}

function refreshWhenShown(): void {
  if (document.visibilityState === 'visible') refreshIfSignedIn();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching) {
    watching = true;
    refreshIfSignedIn();
    document.addEventListener('visibilitychange', refreshWhenShown);
  }
  return () => listeners.delete(listener);
}

const serverSnapshot = () => loading;

/** The shopper's session: 'loading' until the first answer, on the server too. */
export function useShopperSession(): ShopperSession {
  return useSyncExternalStore(subscribe, () => current, serverSnapshot);
}
