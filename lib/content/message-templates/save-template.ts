import 'server-only';
import { and, eq } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import type { Transaction } from '@/lib/db/client';
import { messageTemplates } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { templateSaveSchema, type TemplateSave, type TemplateSaveInput } from './schemas';
import { templateConflict } from './template-errors';
import {
  auditedText,
  lockStoredTemplate,
  templateEntityId,
  templateWhere,
  toTemplateView,
  type TemplateRow,
} from './stored-template';
import type { TemplateView } from './types';

/**
 * The row after the write, or undefined when another save got there first: the first save
 * of a default text inserts version 1 only while no row exists; a later one moves the row
 * it was opened at to the next version.
 */
async function writeRow(
  tx: Transaction,
  input: TemplateSave,
  actor: Actor,
): Promise<TemplateRow | undefined> {
  const { event, channel, locale, enabled, subject, body, version } = input;
  const text = { enabled, subject, body, updatedAt: new Date(), updatedBy: actor.id };
  if (version === 0) {
    const [row] = await tx
      .insert(messageTemplates)
      .values({ event, channel, locale, ...text, version: 1 })
      .onConflictDoNothing()
      .returning();
    return row;
  }
  const [row] = await tx
    .update(messageTemplates)
    .set({ ...text, version: version + 1 })
    .where(and(templateWhere(input), eq(messageTemplates.version, version)))
    .returning();
  return row;
}

/**
 * Saves a step's SMS or e-mail as the store's own text, with its audit entry, in one
 * transaction. `version` is the one the form was opened at (0: the default text): if the
 * template changed since, nothing is written and a 409 `version_conflict` is thrown.
 */
export async function saveTemplate(actor: Actor, input: TemplateSaveInput): Promise<TemplateView> {
  const template = parseWith(templateSaveSchema, input, 'body');
  return writeTransaction(async (tx) => {
    const current = await lockStoredTemplate(tx, template);
    if ((current?.version ?? 0) !== template.version) throw templateConflict();
    const row = await writeRow(tx, template, actor);
    if (!row) throw templateConflict();
    const before = toTemplateView(template, current);
    const after = toTemplateView(template, row, actor.name);
    await recordAudit(tx, actor, {
      action: current ? 'message_template.update' : 'message_template.create',
      entity: 'message_template',
      entityId: templateEntityId(template),
      before: auditedText(before),
      after: auditedText(after),
    });
    return after;
  });
}
