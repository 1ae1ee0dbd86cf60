'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { CloseButton } from '@/components/ui/close-button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

type FitDialogProps = {
  /** The button's text, and the dialog's title. */
  label: string;
  title: string;
  children: ReactNode;
};

/**
 * A link-styled button opening a modal dialog titled `title` (focus kept inside and given
 * back, Escape and the backdrop close it): the size guide of the product page.
 */
export function FitDialog({ label, title, children }: FitDialogProps) {
  const t = useTranslations('fit');
  const { open, close, dialogProps } = useModalDialog();
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        className="text-ink hover:text-primary-800 text-xs tracking-[0.2em] uppercase underline underline-offset-4"
      >
        {label}
      </button>
      <dialog
        {...dialogProps}
        aria-labelledby={titleId}
        className="text-ink backdrop:bg-ink/40 m-auto max-h-[85dvh] w-[calc(100vw-2rem)] max-w-2xl overflow-y-auto bg-white p-0 shadow-2xl"
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-stone-200 bg-white px-6 py-4">
          <h2 id={titleId} className="text-lg font-light">
            {title}
          </h2>
          <CloseButton label={t('close', { title: title.toLowerCase() })} onClick={close} />
        </div>
        <div className="px-6 py-6">{children}</div>
      </dialog>
    </>
  );
}
