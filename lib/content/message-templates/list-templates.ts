import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { messageTemplates, users } from '@/lib/db/schema';
import { orderMessageEvents } from '@/lib/messaging';
import { locales } from '@/i18n/routing';
import { templateEntityId, toTemplateView } from './stored-template';
import type { TemplateView } from './types';

const channels = ['sms', 'email'] as const;

/**
 * Every step's SMS and e-mail in each language, in the order of the order's life: the
 * store's text or the default.
 */
export async function listTemplates(): Promise<TemplateView[]> {
  const rows = await getDb()
    .select({ template: messageTemplates, updatedByName: users.name })
    .from(messageTemplates)
    .leftJoin(users, eq(users.id, messageTemplates.updatedBy));
  const stored = new Map(rows.map((row) => [templateEntityId(row.template), row]));
  return orderMessageEvents.flatMap((event) =>
    locales.flatMap((locale) =>
      channels.map((channel) => {
        const key = { event, channel, locale };
        const row = stored.get(templateEntityId(key));
        return toTemplateView(key, row?.template, row?.updatedByName ?? null);
      }),
    ),
  );
}
