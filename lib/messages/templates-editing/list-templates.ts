import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { messageTemplates, users } from '@/lib/db/schema';
import { orderMessageEvents } from '../order-template-keys';
import { toTemplateView } from './stored-template';
import type { TemplateView } from './types';

const channels = ['sms', 'email'] as const;

/** Every step's SMS and e-mail, in the order of the order's life: the store's text or the default. */
export async function listTemplates(): Promise<TemplateView[]> {
  const rows = await getDb()
    .select({ template: messageTemplates, updatedByName: users.name })
    .from(messageTemplates)
    .leftJoin(users, eq(users.id, messageTemplates.updatedBy));
  const stored = new Map(rows.map((row) => [`${row.template.event}.${row.template.channel}`, row]));
  return orderMessageEvents.flatMap((event) =>
    channels.map((channel) => {
      const row = stored.get(`${event}.${channel}`);
      return toTemplateView({ event, channel }, row?.template, row?.updatedByName ?? null);
    }),
  );
}
