import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatDhakaDay } from '@/lib/i18n/dates';
import type { Order } from '@/lib/ordering';

type Props = {
  dates: Order['delivery_dates'];
  Fact: (props: { term: string; children: ReactNode }) => ReactNode;
};

/** Her occasion and day, and the day the store promised once staff confirmed it. */
export function DateForFact({ dates, Fact }: Props) {
  const t = useTranslations('orders.details');
  const words = useTranslations('vocabulary.occasion');
  const locale = useLocale();
  if (!dates.occasion && !dates.need_by && !dates.promised) return null;
  const day = (date: string) => formatDhakaDay(date, locale, 'weekdayDate');
  return (
    <Fact term={t('dateFor')}>
      <span data-testid="order-date-for">
        {dates.occasion && words(dates.occasion)}
        {dates.occasion && dates.need_by && <br />}
        {dates.need_by && t('needBy', { day: day(dates.need_by) })}
      </span>
      <br />
      <span className="text-ink-soft" data-testid="order-promised">
        {dates.promised ? t('promised', { day: day(dates.promised) }) : t('notPromised')}
      </span>
    </Fact>
  );
}
