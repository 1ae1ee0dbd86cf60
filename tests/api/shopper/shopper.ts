import { issueApiToken } from '@/lib/identity/auth/api-tokens';
import type { Database } from '@/lib/db/connect';
import { users } from '@/lib/db/schema';

export type Shopper = { id: number; headers: Record<string, string> };

/** A signed-in shopper for API tests: a user row and a Bearer token, no sign-in round trip. */
export async function createShopper(db: Database, email: string): Promise<Shopper> {
  const [row] = await db.insert(users).values({ email, name: email }).returning();
  const token = await issueApiToken({ userId: row!.id, sessionVersion: row!.sessionVersion });
  return { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}

/** RequestInit for a JSON body. */
export const jsonBody = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
