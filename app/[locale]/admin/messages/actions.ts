'use server';

import { revalidatePath } from 'next/cache';
import {
  resetTemplate,
  saveTemplate,
  type TemplateView,
  templateKeySchema,
  templateSaveSchema,
} from '@/lib/content/admin';
import { type ActionState, adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

type Answer = 'saved' | 'savedOff' | 'reset';

/** The page drawn again, and the answer naming the template (admin.messages.answers). */
const done = (template: TemplateView, answer: Answer) => {
  revalidatePath(adminRoutes.messages());
  const t = staffTranslator();
  const what = t('admin.messages.answers.what', {
    locale: template.locale,
    channel: template.channel,
    step: t(`vocabulary.orderMessageEvent.${template.event}`),
  });
  return { message: t(`admin.messages.answers.${answer}`, { what }), data: template };
};

const save = staffAction('editContent', templateSaveSchema, async (input, member) => {
  const saved = await saveTemplate(member, input);
  return done(saved, saved.enabled ? 'saved' : 'savedOff');
});

const reset = staffAction('editContent', templateKeySchema, async (input, member) => {
  const template = await resetTemplate(member, input.event, input.channel, input.locale);
  return done(template, 'reset');
});

/** A template form's action: its Save button, or its "Back to the default text" one. */
export async function templateAction(
  previous: ActionState<TemplateView>,
  form: FormData,
): Promise<ActionState<TemplateView>> {
  return form.get('intent') === 'reset' ? reset(previous, form) : save(previous, form);
}

/** The same for a Bangla template: the shared editor's form names no language. */
export async function banglaTemplateAction(
  previous: ActionState<TemplateView>,
  form: FormData,
): Promise<ActionState<TemplateView>> {
  form.set('locale', 'bn');
  return templateAction(previous, form);
}
