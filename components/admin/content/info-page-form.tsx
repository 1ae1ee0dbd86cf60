'use client';

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
  return (
    <ActionForm
      action={action}
      values={page}
      label={isNew ? 'New page' : `Edit ${page.title}`}
      submitLabel={isNew ? 'Create page' : 'Save page'}
    >
      {(bind) => (
        <>
          {isNew ? (
            <TextField
              label="Address"
              hint="The page will be at /pages/ followed by this, such as size-help."
              required
              autoCapitalize="off"
              {...bind('slug')}
            />
          ) : (
            <input type="hidden" name="slug" value={page.slug} />
          )}
          <BilingualField
            name="title"
            label="Title"
            maxLength={120}
            english={{ ...bind('title'), required: true }}
            bangla={{
              ...bind('titleBn'),
              hint: 'Shown on the Bangla page; leave it empty to show the English title.',
            }}
          />
          <BilingualField
            name="summary"
            label="Summary"
            maxLength={300}
            english={{
              ...bind('summary'),
              hint: 'One or two sentences under the title, in search results and link previews.',
            }}
            bangla={bind('summaryBn')}
          />
          <MarkdownEditor label="Page" preview={preview} {...bind('body')} />
          <MarkdownEditor
            label="Page (Bangla)"
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
