import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { emiFrom, type EmiPlan } from '@/lib/content';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';

/**
 * "Or from ৳X a month by card instalments": the cheapest month over the staff's plans the
 * piece's lowest price reaches, said 0% only where staff entered no charge. Nothing when
 * no plan takes it.
 */
export async function EmiFrom({
  price,
  plans,
  locale,
}: {
  /** The piece's lowest price; null when it is priced on request. */
  price: number | null;
  plans: readonly EmiPlan[];
  locale: Locale;
}) {
  const best = price === null ? null : emiFrom(price, plans);
  if (!best) return null;
  const t = await getTranslations('product.emi');
  const words = {
    monthly: formatBDT(best.monthly, locale),
    months: localeDigits(String(best.months), locale),
  };
  return (
    <p className="text-ink-soft mt-3 text-sm" data-testid="emi-from">
      {t(best.zeroCharge ? 'fromFree' : 'from', words)}
    </p>
  );
}
