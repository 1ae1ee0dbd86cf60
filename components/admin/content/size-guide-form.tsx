'use client';

import { useTranslations } from '#intl';
import { ActionForm, type FormAction } from './action-form';
import { MarkdownEditor, type PreviewAction } from './markdown-editor';

type Props = {
  action: FormAction;
  preview: PreviewAction;
  categoryId: number;
  body: string;
  bodyBn: string | null;
};

/** A table of measurements most guides start from. */
export const sizeGuideTemplate = `| Size | Bust (in) | Waist (in) | Hip (in) | Length (in) |
|:--|--:|--:|--:|--:|
| XS | 32 | 26 | 35 | 40 |
| S | 34 | 28 | 37 | 41 |
| M | 36 | 30 | 39 | 42 |
| L | 38 | 32 | 41 | 43 |
| XL | 40 | 34 | 43 | 44 |

Measure over the fullest part of the bust and hips, and at the natural waist.`;

/** A category's size guide: Markdown, usually a table of measurements and a note. */
export function SizeGuideForm({ action, preview, categoryId, body, bodyBn }: Props) {
  const t = useTranslations('admin.content.sizeGuide');
  return (
    <ActionForm
      action={action}
      values={{ body: body || sizeGuideTemplate, bodyBn }}
      label={t('label')}
      submitLabel={t('save')}
    >
      {(bind) => (
        <>
          <input type="hidden" name="categoryId" value={categoryId} />
          <MarkdownEditor label={t('body')} preview={preview} rows={14} {...bind('body')} />
          <MarkdownEditor
            label={t('bodyBn')}
            preview={preview}
            rows={10}
            lang="bn"
            {...bind('bodyBn')}
          />
        </>
      )}
    </ActionForm>
  );
}
