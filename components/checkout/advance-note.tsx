import { useLocale, useTranslations } from '#intl';
import { orderRules } from '@/lib/config';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import type { CodAdvance } from './cod-advance';

/** Under "Cash on delivery": the advance an order of this size pays first, and why. */
export function AdvanceNote({ advance }: { advance: CodAdvance }) {
  const t = useTranslations('checkout.payment');
  const locale = useLocale();
  return (
    <div
      className="border-primary-300 bg-primary-50 text-ink mt-3 border-l-2 px-4 py-3 text-sm leading-relaxed"
      data-testid="cod-advance-note"
    >
      <p>
        {t.rich('advance', {
          now: formatBDT(advance.now, locale),
          onDelivery: formatBDT(advance.onDelivery, locale),
          strong: (chunks) => <strong className="font-medium">{chunks}</strong>,
        })}
      </p>
      <p className="text-ink-muted mt-1">
        {t('advanceTimeout', {
          minutes: localeDigits(String(orderRules.paymentTimeoutMinutes), locale),
        })}
      </p>
    </div>
  );
}
