import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { isWhatsAppEnabled, type WhatsAppTemplate } from '@/lib/messaging';

/**
 * The WhatsApp template of a fitting's message when the booking's account asked for its
 * messages on WhatsApp (sign-up or the profile) and the store has WhatsApp; null otherwise,
 * and the message goes by SMS. A guest's booking has no account to have asked.
 */
export async function whatsappFor(
  tx: Transaction,
  userId: number | null,
  template: () => WhatsAppTemplate,
): Promise<WhatsAppTemplate | null> {
  if (userId === null || !isWhatsAppEnabled()) return null;
  const [account] = await tx
    .select({ optedIn: users.whatsappOptIn })
    .from(users)
    .where(eq(users.id, userId));
  return account?.optedIn ? template() : null;
}
