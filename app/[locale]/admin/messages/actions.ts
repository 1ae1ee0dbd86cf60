'use server';

import { revalidatePath } from 'next/cache';
import { orderMessageEventLabels } from '@/lib/messaging/admin';
import {
  resetTemplate,
  saveTemplate,
  type TemplateView,
  templateKeySchema,
  templateSaveSchema,
} from '@/lib/content/admin';
import { type ActionState, adminRoutes, staffAction } from '@/lib/identity/admin';

const what = ({ event, channel, locale }: TemplateView) =>
  `The ${locale === 'bn' ? 'Bangla ' : ''}${channel === 'sms' ? 'SMS' : 'e-mail'} for “${orderMessageEventLabels[event]}”`;

const done = (template: TemplateView, message: string) => {
  revalidatePath(adminRoutes.messages());
  return { message, data: template };
};

const save = staffAction('editContent', templateSaveSchema, async (input, member) => {
  const saved = await saveTemplate(member, input);
  return done(
    saved,
    saved.enabled
      ? `${what(saved)} is saved: orders send it from now on.`
      : `${what(saved)} is saved and switched off: this step sends none.`,
  );
});

const reset = staffAction('editContent', templateKeySchema, async (input, member) => {
  const template = await resetTemplate(member, input.event, input.channel, input.locale);
  return done(template, `${what(template)} is back to the default text.`);
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
