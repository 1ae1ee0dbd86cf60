'use client';

import { useTranslations } from '#intl';
import { lazy, Suspense, useState } from 'react';

// Most visits never see a sold-out size: its form loads when she asks for it. React's lazy
// rather than next/dynamic, whose own code (about 2 KB) would load with every product page:
// the form is never on the server's page, so nothing is lost.
const BackInStockForm = lazy(() =>
  import('./back-in-stock-form').then((module) => ({ default: module.BackInStockForm })),
);

type Props = { variantId: number; choice: string };

/** Under a sold-out size or colour: the way to be told by SMS when it is back. */
export function BackInStock({ variantId, choice }: Props) {
  const t = useTranslations('product.backInStock');
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-4 border border-stone-200 p-4 sm:p-5" data-testid="back-in-stock">
      {open ? (
        <Suspense fallback={null}>
          {/* A new size or colour is a new request: the form starts again. */}
          <BackInStockForm key={variantId} variantId={variantId} choice={choice} />
        </Suspense>
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
