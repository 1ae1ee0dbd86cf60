'use client';

import { useLocale, useTranslations } from '#intl';
import type { DeliveryZone } from '@/lib/ordering/client';
import { formatBDT } from '@/lib/format/money';

/** A delivery zone's name and, at the row's far end, what delivery there costs. */
export function ZoneCharge({ zone, charge }: { zone: DeliveryZone; charge: number }) {
  const t = useTranslations('cart.zones');
  const locale = useLocale();
  return (
    <span className="flex flex-1 items-center justify-between gap-4">
      {t(zone)}
      <span className="tabular-nums">{formatBDT(charge, locale)}</span>
    </span>
  );
}
