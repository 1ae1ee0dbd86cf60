'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

// Most visits never see a sold-out size: its form loads when she asks for it.
const BackInStockForm = dynamic(() =>
  import('./back-in-stock-form').then((module) => module.BackInStockForm),
);

type Props = { variantId: number; choice: string };

/** Under a sold-out size or colour: the way to be told by SMS when it is back. */
export function BackInStock({ variantId, choice }: Props) {
  const t = useTranslations('product.backInStock');
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-4 border border-stone-200 p-4 sm:p-5" data-testid="back-in-stock">
      {open ? (
        // A new size or colour is a new request: the form starts again.
        <BackInStockForm key={variantId} variantId={variantId} choice={choice} />
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="text-primary-800 text-sm underline underline-offset-4"
        >
          {t('ask')}
        </button>
      )}
    </div>
  );
}
