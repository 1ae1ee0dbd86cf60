'use client';

import { useTranslations } from '#intl';
import { useState, useTransition } from 'react';
import { MarkdownBody } from '@/components/content/markdown-body';
import { Button } from '@/components/ui/button';
import { TextAreaField } from './text-area-field';

export type PreviewAction = (markdown: string) => Promise<{ html: string } | { error: string }>;

type Props = {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  preview: PreviewAction;
  rows?: number;
  /** The language the text is written in ('bn' for a Bangla twin). */
  lang?: string;
};

/**
 * A Markdown field with a preview: the server renders and cleans it exactly as the store
 * will show it, so what staff see is what shoppers get.
 */
export function MarkdownEditor({
  name,
  label,
  defaultValue,
  error,
  preview,
  rows = 18,
  lang,
}: Props) {
  const t = useTranslations('admin.content.markdown');
  const [text, setText] = useState(defaultValue);
  const [shown, setShown] = useState<{ html: string } | { error: string } | null>(null);
  const [pending, startPreview] = useTransition();
  const showPreview = () => startPreview(async () => setShown(await preview(text)));
  // Two editors on one page (English and Bangla) each name their own preview.
  const previewName = lang === 'bn' ? t('previewBn') : t('preview');
  return (
    <div className="space-y-4">
      <TextAreaField
        name={name}
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        hint={t.rich('help', {
          // The messages hold no "#", ICU's count sign: the heading's marker is passed in.
          hashes: '##',
          code: (chunks) => <code>{chunks}</code>,
        })}
        rows={rows}
        lang={lang}
        spellCheck
        className="font-mono text-sm leading-6"
      />
      <Button
        variant="secondary"
        size="small"
        onClick={showPreview}
        loading={pending}
        loadingLabel={t('preparing')}
      >
        {previewName}
      </Button>
      {shown && (
        <section
          aria-label={previewName}
          aria-live="polite"
          className="border border-dashed border-stone-300 p-5"
        >
          <p className="text-ink-muted mb-4 text-xs tracking-[0.2em] uppercase">{previewName}</p>
          {'error' in shown ? (
            <p className="text-sm text-red-700">{shown.error}</p>
          ) : shown.html ? (
            <MarkdownBody html={shown.html} />
          ) : (
            <p className="text-ink-soft text-sm">{t('nothing')}</p>
          )}
        </section>
      )}
    </div>
  );
}
