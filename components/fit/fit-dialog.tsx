'use client';

import { useTranslations } from '#intl';
import { useRef, useState, type ReactNode } from 'react';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';

export type FitDialogProps = {
  /** The button's text, and the dialog's title. */
  label: string;
  title: string;
  children: ReactNode;
};

/**
 * A link-styled button opening the kit's Dialog titled `title` (focus kept inside and given
 * back, Escape and the backdrop close it): the size guide of the product page.
 */
export function FitDialog({ label, title, children }: FitDialogProps) {
  const t = useTranslations('fit');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="text-ink hover:text-primary-800 text-xs tracking-[0.2em] uppercase underline underline-offset-4"
      >
        {label}
      </button>
      <DialogOnDemand
        open={open}
        onOpenChange={setOpen}
        title={title}
        closeLabel={t('close', { title: title.toLowerCase() })}
        returnFocus={opener}
      >
        <div className="px-6 py-6">{children}</div>
      </DialogOnDemand>
    </>
  );
}
