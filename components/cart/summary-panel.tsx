import { useTranslations } from '#intl';
import type { ReactNode } from 'react';

/** The ivory 'Order summary' panel beside the cart and the checkout form. */
export function SummaryPanel({ id, children }: { id: string; children: ReactNode }) {
  const t = useTranslations('cart');
  return (
    <section
      aria-labelledby={id}
      className="bg-ivory self-start px-6 py-8 sm:px-8 lg:sticky lg:top-[calc(var(--stuck-top)+2rem)]"
    >
      <h2 id={id} className="text-ink text-xl font-light tracking-wide">
        {t('summaryHeading')}
      </h2>
      {children}
    </section>
  );
}
