'use client';

import { TextField } from '@/components/account/form-field';
import { ActionForm, type FormAction } from './action-form';
import { MarkdownEditor, type PreviewAction } from './markdown-editor';

export type InfoPageValues = { slug: string; title: string; summary: string; body: string };

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
      pendingLabel="Saving…"
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
          <TextField label="Title" required maxLength={120} {...bind('title')} />
          <TextField
            label="Summary"
            hint="One or two sentences under the title, in search results and link previews."
            maxLength={300}
            {...bind('summary')}
          />
          <MarkdownEditor label="Page" preview={preview} {...bind('body')} />
        </>
      )}
    </ActionForm>
  );
}
