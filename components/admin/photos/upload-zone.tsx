'use client';

import { useTranslations } from '#intl';
import { useState, type DragEvent } from 'react';
import { photoUploads } from '@/lib/config';
import { megabytes, photoAccept } from './upload-checks';

type Props = { onFiles: (files: File[]) => void };

const pickerClass =
  'inline-flex h-11 cursor-pointer items-center justify-center border px-5 text-xs tracking-[0.2em] uppercase transition-colors has-[:focus-visible]:focus-ring';

/** Files from an input, which is then emptied so that the same file can be chosen again. */
function takeFiles(input: HTMLInputElement, onFiles: (files: File[]) => void) {
  const files = [...(input.files ?? [])];
  input.value = '';
  onFiles(files);
}

/**
 * Where photos come in: dropped on the zone, chosen with the file picker, or taken with the
 * phone's camera. Both pickers are real file inputs (hidden behind their labels), so the
 * keyboard and screen readers reach them as they are.
 */
export function UploadZone({ onFiles }: Props) {
  const t = useTranslations('admin.products.photos');
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <div
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
      className={`flex flex-col items-center gap-4 border border-dashed px-4 py-8 text-center transition-colors sm:py-10 ${
        over ? 'border-primary-600 bg-primary-50' : 'border-stone-300 bg-stone-50'
      }`}
    >
      <p className="text-ink text-sm">{t('dropHere')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className={`${pickerClass} bg-ink border-ink hover:bg-primary-800 text-white`}>
          <input
            type="file"
            accept={photoAccept}
            multiple
            className="sr-only"
            onChange={(event) => takeFiles(event.currentTarget, onFiles)}
          />
          {t('choose')}
        </label>
        <label className={`${pickerClass} border-ink text-ink hover:text-primary-800 bg-white`}>
          <input
            type="file"
            accept={photoAccept}
            capture="environment"
            className="sr-only"
            onChange={(event) => takeFiles(event.currentTarget, onFiles)}
          />
          {t('takePhoto')}
        </label>
      </div>
      <p className="text-ink-muted text-xs">
        {t('accepted', { size: megabytes(photoUploads.maxFileBytes) })}
      </p>
    </div>
  );
}
