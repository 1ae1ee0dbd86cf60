import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';

/** The outbox's messages to one recipient, newest first. */
export const messagesTo = (recipient: string) =>
  getDb()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id));
