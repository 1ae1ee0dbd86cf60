'use client';

import { useTranslations } from '#intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

type Props = { number: number; onDelete: () => Promise<boolean> };

/** Deleting a photo asks once more first: it leaves the store at once. */
export function DeletePhoto({ number, onDelete }: Props) {
  const t = useTranslations('admin.products.photos');
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(false);
    requestAnimationFrame(() => openButton.current?.focus());
  };
  if (!asking) {
    return (
      <button
        ref={openButton}
        type="button"
        onClick={() => setAsking(true)}
        className="h-11 text-sm text-red-800 underline underline-offset-4 hover:text-red-900"
      >
        {t.rich('delete', {
          number,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('deleteAsk', { number })}
      className="space-y-2 border border-red-200 bg-red-50 p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <p className="text-ink text-sm">{t('deleteWarning')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button
          variant="danger"
          size="small"
          autoFocus
          aria-disabled={deleting || undefined}
          onClick={async () => {
            if (deleting) return;
            setDeleting(true);
            const deleted = await onDelete();
            setDeleting(false);
            if (!deleted) close();
          }}
        >
          {deleting ? t('deleting') : t('deleteConfirm', { number })}
        </Button>
        <Button variant="quiet" onClick={close}>
          {t('keep')}
        </Button>
      </div>
    </div>
  );
}
