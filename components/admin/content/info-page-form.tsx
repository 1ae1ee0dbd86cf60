'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { BilingualField } from '../bilingual-field';
import { ActionForm, type FormAction } from './action-form';
import { MarkdownEditor, type PreviewAction } from './markdown-editor';

export type InfoPageValues = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  titleBn: string | null;
  summaryBn: string | null;
  bodyBn: string | null;
};

type Props = {
  action: FormAction;
  preview: PreviewAction;
  page: InfoPageValues;
  /** A new page asks for its address; an existing one keeps it. */
  isNew: boolean;
};

/** An information page's title, summary (for search results and link previews) and body. */
export function InfoPageForm({ action, preview, page, isNew }: Props) {
  const t = useTranslations('admin.content.infoPage');
  return (
    <ActionForm
      action={action}
      values={page}
      label={isNew ? t('newTitle') : t('editLabel', { title: page.title })}
      submitLabel={isNew ? t('create') : t('save')}
    >
      {(bind) => (
        <>
          {isNew ? (
            <TextField
              label={t('slug')}
              hint={t('slugHint')}
              required
              autoCapitalize="off"
              {...bind('slug')}
            />
          ) : (
            <input type="hidden" name="slug" value={page.slug} />
          )}
          <BilingualField
            name="title"
            label={t('title')}
            maxLength={120}
            english={{ ...bind('title'), required: true }}
            bangla={{
              ...bind('titleBn'),
              hint: t('titleBnHint'),
            }}
          />
          <BilingualField
            name="summary"
            label={t('summary')}
            maxLength={300}
            english={{
              ...bind('summary'),
              hint: t('summaryHint'),
            }}
            bangla={bind('summaryBn')}
          />
          <MarkdownEditor label={t('body')} preview={preview} {...bind('body')} />
          <MarkdownEditor
            label={t('bodyBn')}
            preview={preview}
            lang="bn"
            rows={12}
            {...bind('bodyBn')}
          />
        </>
      )}
    </ActionForm>
  );
}
