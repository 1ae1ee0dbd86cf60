'use server';

import { renderMarkdown, previewSchema } from '@/lib/content/admin';
import { DomainError } from '@/lib/domain-error';
import { requireStaffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

/** The Markdown editor's preview: the clean HTML the store would show, for content editors. */
export async function previewMarkdown(
  markdown: string,
): Promise<{ html: string } | { error: string }> {
  try {
    await requireStaffAction('editContent');
  } catch (error) {
    if (error instanceof DomainError) return { error: error.message };
    throw error;
  }
  const parsed = previewSchema.safeParse({ markdown });
  if (!parsed.success) return { error: staffTranslator()('admin.content.markdown.tooLong') };
  return { html: renderMarkdown(parsed.data.markdown) };
}
