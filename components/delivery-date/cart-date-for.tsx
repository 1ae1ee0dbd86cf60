'use client';

import { useTranslations } from '#intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import type { AskLink } from '@/lib/content';
import type { DeliveryDateSettings } from '@/lib/content/client';
import type { DeliveryZone } from '@/lib/ordering/client';
import type { CartItem } from '@/stores/cart-reducers';
import { DateItIsFor } from './date-it-is-for';

export type DateForProps = { settings: DeliveryDateSettings; links: AskLink[] };

/** The line sewn to her measurements that takes longest, if any is. */
const slowestSewn = (lines: readonly CartItem[]) =>
  lines
    .filter((line) => line.measurements && line.leadTimeDays)
    .sort((a, b) => b.leadTimeDays! - a.leadTimeDays!)[0];

/**
 * The date it is for, for the lines of the cart: the slowest piece sewn to her measurements
 * sets the lead time, and a warning offers its page, where a ready-to-wear size can be taken.
 */
export function CartDateFor({
  lines,
  zone,
  dateFor,
  needByError,
}: {
  lines: readonly CartItem[];
  zone: DeliveryZone | null;
  dateFor: DateForProps;
  needByError?: string;
}) {
  const t = useTranslations('fit.dateFor');
  const slowest = slowestSewn(lines);
  return (
    <DateItIsFor
      settings={dateFor.settings}
      links={dateFor.links}
      zone={zone}
      needByError={needByError}
      leadTimeDays={slowest?.leadTimeDays ?? 0}
      readyToWear={
        slowest && (
          <p className="mt-3">
            <LocalisedLink
              href={`/product/${slowest.slug}`}
              className="text-ink hover:text-primary-800 text-xs tracking-[0.2em] uppercase underline underline-offset-4"
            >
              {t('readyToWearOf', { name: slowest.name })}
            </LocalisedLink>
          </p>
        )
      }
    />
  );
}
