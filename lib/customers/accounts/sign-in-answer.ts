import 'server-only';
import { issueApiToken } from '@/lib/identity';
import { getUser } from './read';
import type { Account, User } from './types';

/** What the login calls answer: the user and a Bearer token for apps. */
export async function signInAnswer(account: Account): Promise<{ user: User; token: string }> {
  const [user, token] = await Promise.all([
    getUser(account.id),
    issueApiToken({ userId: account.id, sessionVersion: account.sessionVersion }),
  ]);
  return { user, token };
}
