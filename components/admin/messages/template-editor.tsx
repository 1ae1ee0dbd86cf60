'use client';

import { useTranslations } from '#intl';
import { useRef, useState } from 'react';
import { TextField } from '@/components/account/form-field';
import { FormStatus } from '@/components/admin/form-status';
import { TextAreaField } from '@/components/admin/content/text-area-field';
import { CheckboxField } from '@/components/admin/taxonomy/checkbox-field';
import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import type { TemplateField } from '@/lib/messaging/client';
import type { TemplateView } from '@/lib/content/admin';
import { FieldChips } from './field-chips';
import { TemplatePreview } from './template-preview';

export type TemplateAction = FormAction<TemplateView>;

type Props = { action: TemplateAction; template: TemplateView; label: string };

type Editable = HTMLInputElement | HTMLTextAreaElement;

/**
 * One step's SMS or e-mail: the text with its fields, a live preview, Save and "Back to the
 * default text". A refused save (a conflict, an unknown field) keeps what was typed; a saved
 * or reset one shows the text as stored.
 */
export function TemplateEditor({ action, template: initial, label }: Props) {
  const t = useTranslations('admin.messages.editor');
  const common = useTranslations('admin.common');
  const [template, setTemplate] = useState(initial);
  const [subject, setSubject] = useState(initial.subject);
  const [body, setBody] = useState(initial.body);
  const [enabled, setEnabled] = useState(initial.enabled);
  const { reply, pending, errors, formProps } = useActionForm<TemplateView>(
    async (previous, form) => {
      const next = await action(previous, form);
      if (next.status === 'ok' && next.data) {
        setTemplate(next.data);
        setSubject(next.data.subject);
        setBody(next.data.body);
        setEnabled(next.data.enabled);
      }
      return next;
    },
  );
  const lastFocused = useRef<Editable | null>(null);
  const { channel } = template;
  const isSms = channel === 'sms';

  /** Writes {{field}} where the cursor was in the subject or the text (the text at first). */
  const insert = (field: TemplateField) => {
    const target =
      lastFocused.current ?? (formProps.ref.current?.elements.namedItem('body') as Editable | null);
    if (!target) return;
    const token = `{{${field}}}`;
    const start = target.selectionStart ?? target.value.length;
    const end = target.selectionEnd ?? start;
    const value = target.value.slice(0, start) + token + target.value.slice(end);
    (target.name === 'subject' ? setSubject : setBody)(value);
    requestAnimationFrame(() => {
      target.focus();
      target.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const remember = (event: { currentTarget: Editable }) => {
    lastFocused.current = event.currentTarget;
  };

  return (
    <form {...formProps} aria-label={label} className="space-y-5">
      <input type="hidden" name="event" value={template.event} />
      <input type="hidden" name="channel" value={template.channel} />
      <input type="hidden" name="version" value={template.version} />
      <CheckboxField
        // A reset switches the message back on: a new box starts from the stored value.
        key={template.version}
        name="enabled"
        label={t('send', { channel })}
        defaultChecked={enabled}
        onChange={setEnabled}
        error={errors.enabled}
      />
      {!isSms && (
        <TextField
          label={t('subject')}
          name="subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          onFocus={remember}
          maxLength={200}
          error={errors.subject}
        />
      )}
      <TextAreaField
        label={t('text', { channel })}
        name="body"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onFocus={remember}
        rows={isSms ? 4 : 10}
        maxLength={isSms ? 1000 : 5000}
        error={errors.body}
        hint={isSms ? t('smsHint') : undefined}
        className="text-sm leading-6"
      />
      <FieldChips onInsert={insert} />
      <TemplatePreview channel={template.channel} subject={subject} body={body} enabled={enabled} />
      <FormStatus state={reply} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          type="submit"
          name="intent"
          value="save"
          loading={pending}
          loadingLabel={common('saving')}
        >
          {t('save', { channel })}
        </Button>
        {!template.isDefault && (
          <Button type="submit" variant="secondary" name="intent" value="reset" disabled={pending}>
            {t('reset')}
          </Button>
        )}
      </div>
    </form>
  );
}
