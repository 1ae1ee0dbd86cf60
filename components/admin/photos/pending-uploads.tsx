'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PhotoUpload } from '@/lib/catalogue/admin';

type Props = {
  uploads: PhotoUpload[];
  onRemove: (upload: PhotoUpload) => Promise<boolean>;
};

function RemoveButton({ upload, onRemove }: { upload: PhotoUpload; onRemove: Props['onRemove'] }) {
  const t = useTranslations('admin.products.photos');
  const [removing, setRemoving] = useState(false);
  const word = upload.status === 'failed' ? t('remove') : t('cancel');
  return (
    <Button
      variant="quiet"
      aria-disabled={removing || undefined}
      onClick={async () => {
        if (removing) return;
        setRemoving(true);
        if (!(await onRemove(upload))) setRemoving(false);
      }}
      className="h-11 self-start"
    >
      {removing ? t('removing') : word}
      <span className="sr-only"> {upload.fileName}</span>
    </Button>
  );
}

/**
 * The uploads the server is still making into photos ("Preparing…"), and those it could
 * not, with the reason and a button to remove them. The store shows none of them.
 */
export function PendingUploads({ uploads, onRemove }: Props) {
  const t = useTranslations('admin.products.photos');
  if (uploads.length === 0) return null;
  return (
    <ul
      aria-label={t('beingPrepared')}
      className="mt-3 grid grid-cols-1 gap-3 @md:grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4"
    >
      {uploads.map((upload) => {
        const failed = upload.status === 'failed';
        return (
          <li
            key={upload.id}
            className={`flex flex-col gap-2 border p-3 ${failed ? 'border-red-200 bg-red-50' : 'border-stone-200 bg-white'}`}
          >
            <p className="text-ink min-w-0 truncate text-sm" title={upload.fileName}>
              {upload.fileName}
            </p>
            {failed ? (
              <p className="text-sm text-red-800">{upload.error}</p>
            ) : (
              <div className="flex aspect-[3/4] max-h-40 items-center justify-center bg-stone-100 @md:max-h-none">
                <p className="text-ink-soft text-xs tracking-[0.2em] uppercase motion-safe:animate-pulse">
                  {t('preparing')}
                </p>
              </div>
            )}
            <RemoveButton upload={upload} onRemove={onRemove} />
          </li>
        );
      })}
    </ul>
  );
}
