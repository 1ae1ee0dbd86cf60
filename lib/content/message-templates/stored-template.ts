import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { messageTemplates } from '@/lib/db/schema';
import { defaultTemplate } from '@/lib/messaging';
import type { TemplateView } from './types';
import type { TemplateKey } from './schemas';

export type TemplateRow = typeof messageTemplates.$inferSelect;

export const templateWhere = ({ event, channel, locale }: TemplateKey) =>
  and(
    eq(messageTemplates.event, event),
    eq(messageTemplates.channel, channel),
    eq(messageTemplates.locale, locale),
  );

/** How the audit log names a template: `shipped.sms`, and `shipped.sms.bn` for the Bangla one. */
export const templateEntityId = ({ event, channel, locale }: TemplateKey) =>
  locale === 'en' ? `${event}.${channel}` : `${event}.${channel}.${locale}`;

/**
 * The stored template, locked for the rest of the transaction so that two saves of it take
 * turns (the second then sees the first's version); undefined while the default is used.
 */
export async function lockStoredTemplate(tx: Transaction, key: TemplateKey) {
  const [row] = await tx.select().from(messageTemplates).where(templateWhere(key)).for('update');
  return row;
}

/** A template as the staff page shows it, from its row or, without one, the default text. */
export function toTemplateView(
  key: TemplateKey,
  row: TemplateRow | undefined,
  updatedByName: string | null = null,
): TemplateView {
  const { event, channel, locale } = key;
  if (!row) {
    return {
      event,
      channel,
      locale,
      ...defaultTemplate(event, channel, locale),
      enabled: true,
      version: 0,
      isDefault: true,
      updatedAt: null,
      updatedByName: null,
    };
  }
  return {
    event,
    channel,
    locale,
    enabled: row.enabled,
    subject: row.subject,
    body: row.body,
    version: row.version,
    isDefault: false,
    updatedAt: row.updatedAt,
    updatedByName,
  };
}

/** What the audit log keeps of a template, before or after a change. */
export const auditedText = ({ enabled, subject, body, version, isDefault }: TemplateView) => ({
  enabled,
  subject,
  body,
  version,
  isDefault,
});
