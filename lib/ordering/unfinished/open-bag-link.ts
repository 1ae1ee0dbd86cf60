import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { unfinishedCheckouts, type UnfinishedCheckoutLine } from '@/lib/db/schema';
import { consume, limits } from '@/lib/identity';
import { bagLink } from './bag-link';

/**
 * What a reminder's link shows: the bag's lines to put back in the cart, and nothing else
 * of hers (no name, no phone: the link is a bearer secret that may be forwarded).
 */
export type BagLinkState =
  { kind: 'open'; lines: UnfinishedCheckoutLine[] } | { kind: 'ordered' } | { kind: 'invalid' };

/**
 * The bag page's check of its link, counted per address as every guessable secret is
 * (lib/identity/auth/limits.ts): past the limit it throws the throttle's refusal.
 */
export async function openBagLink(
  token: string,
  address: string,
  now: Date = new Date(),
): Promise<BagLinkState> {
  await consume(`bag-link-ip:${address}`, limits.bagLinksPerIp);
  const id = bagLink.read(token, now);
  if (id === null) return { kind: 'invalid' };
  const [row] = await getDb()
    .select({ lines: unfinishedCheckouts.lines, orderedAt: unfinishedCheckouts.orderedAt })
    .from(unfinishedCheckouts)
    .where(eq(unfinishedCheckouts.id, id));
  if (!row) return { kind: 'invalid' };
  if (row.orderedAt) return { kind: 'ordered' };
  return { kind: 'open', lines: row.lines };
}
