import { useTranslations } from 'next-intl';
import { formatBDT } from '@/lib/format/money';
import { adminRoutes } from '@/lib/identity/client';
import { staffLocale } from '@/lib/i18n/staff-locale';
import type { RecoveredFigures, SourcePeriod } from '@/lib/ordering/admin';
import { longDay } from './day-format';
import { FigureCard, FigureGroup } from './figure-card';
import { figureCount } from './figures-table';

type Props = { recovered: RecoveredFigures; period: SourcePeriod };

/**
 * What unfinished checkouts brought back over the dashboard's period: the orders placed
 * after a reminder or the desk's call, and their revenue (docs/decisions.md, "Unfinished
 * checkouts").
 */
export function RecoveredPanel({ recovered, period }: Props) {
  const t = useTranslations('admin.dashboard.recovered');
  const note = t('note', { from: longDay(period.from), to: longDay(period.to) });
  return (
    <FigureGroup id="recovered-figures" title={t('title')} columns="sm:grid-cols-2">
      <FigureCard
        label={t('orders')}
        value={figureCount(recovered.orders)}
        href={adminRoutes.orders.unfinished()}
      />
      <FigureCard
        label={t('revenue')}
        value={formatBDT(recovered.revenue, staffLocale)}
        note={note}
      />
    </FigureGroup>
  );
}
