import { useLocale, useTranslations } from '#intl';
import { formatBDT } from '@/lib/format/money';
import type { DeliveryRates } from '@/lib/content/client';

/** The free-delivery threshold of the store's settings, when there is one. */
export function FreeDeliveryNote({ rates }: { rates: DeliveryRates }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  if (rates.freeDeliveryFrom === null) return null;
  return (
    <p className="text-ink-muted mt-3 text-sm">
      {t('freeDelivery', { amount: formatBDT(rates.freeDeliveryFrom, locale) })}
    </p>
  );
}
