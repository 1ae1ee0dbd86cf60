import 'server-only';
import type { Locale } from '@/i18n/routing';
import { parseWith } from '@/lib/http/server/read-input';
import { messageTemplates } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { templateKeySchema } from './schemas';
import type { OrderMessageEvent, Channel } from '@/lib/messaging';
import {
  auditedText,
  lockStoredTemplate,
  templateEntityId,
  templateWhere,
  toTemplateView,
} from './stored-template';
import type { TemplateView } from './types';

/**
 * Puts a step's SMS or e-mail back to the default text by removing the store's own, with
 * its audit entry. Already the default: nothing changes and nothing is audited.
 */
export async function resetTemplate(
  actor: Actor,
  event: OrderMessageEvent,
  channel: Channel,
  locale: Locale = 'en',
): Promise<TemplateView> {
  const key = parseWith(templateKeySchema, { event, channel, locale }, 'body');
  return writeTransaction(async (tx) => {
    const current = await lockStoredTemplate(tx, key);
    const after = toTemplateView(key, undefined);
    if (!current) return after;
    await tx.delete(messageTemplates).where(templateWhere(key));
    await recordAudit(tx, actor, {
      action: 'message_template.reset',
      entity: 'message_template',
      entityId: templateEntityId(key),
      before: auditedText(toTemplateView(key, current)),
      after: auditedText(after),
    });
    return after;
  });
}
