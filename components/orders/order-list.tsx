import { useLocale, useTranslations } from 'next-intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import { type Order, formatOrderDate } from '@/lib/ordering';

const orderPath = (number: string) => `/account/orders/${encodeURIComponent(number)}`;

/** A shopper's orders, newest first: number, date, status, total and a way to the details. */
export function OrderList({ orders }: { orders: Order[] }) {
  const t = useTranslations('orders');
  const words = useTranslations('vocabulary');
  const locale = useLocale();
  return (
    <ul className="border-t border-stone-200" aria-label={t('list.label')}>
      {orders.map((order) => {
        const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
        return (
          <li
            key={order.number}
            className="grid grid-cols-2 gap-x-6 gap-y-2 border-b border-stone-200 py-6 text-sm sm:grid-cols-[1.2fr_1fr_1fr_1fr_auto] sm:items-center"
            data-testid="order-row"
          >
            <p className="text-ink col-span-2 tracking-wide sm:col-span-1">
              <LocalisedLink
                href={orderPath(order.number)}
                className="hover:text-primary-800 underline-offset-4 hover:underline"
              >
                {order.number}
              </LocalisedLink>
              <span className="text-ink-muted block text-xs">
                {t('list.pieces', { count: pieces, n: localeDigits(String(pieces), locale) })}
              </span>
            </p>
            <p className="text-ink-soft">
              <span className="sr-only">{t('list.placedOn')}</span>
              {formatOrderDate(order.created_at, locale)}
            </p>
            <p className="text-ink-soft">
              <span className="sr-only">{t('list.status')}</span>
              {words(`orderStatus.${order.status}`)}
            </p>
            <p className="text-ink tabular-nums">
              <span className="sr-only">{t('list.total')}</span>
              {formatBDT(order.total, locale)}
            </p>
            <LocalisedLink
              href={orderPath(order.number)}
              className="text-ink decoration-primary hover:text-primary-800 text-xs tracking-[0.2em] uppercase underline underline-offset-4"
            >
              {t('list.details')}
              <span className="sr-only">{t('list.detailsOf', { number: order.number })}</span>
            </LocalisedLink>
          </li>
        );
      })}
    </ul>
  );
}
