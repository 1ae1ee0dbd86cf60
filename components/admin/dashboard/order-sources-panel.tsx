import { useTranslations } from 'next-intl';
import { TextField } from '@/components/account/form-field';
import { Button } from '@/components/ui/button';
import { formatBDT } from '@/lib/format/money';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { adminRoutes } from '@/lib/identity/client';
import { type OrderSources, sourcePeriodSpans } from '@/lib/ordering/admin';
import { longDay } from './day-format';
import { figureCount as count, type FiguresRow, FiguresTable } from './figures-table';

/** The panel's anchor: the period's links and form come back to it. */
export const orderSourcesId = 'order-sources';

const money = (value: number) => formatBDT(value, staffLocale);

type Props = {
  sources: OrderSources;
  /** The dates as typed, when they were refused, and why. */
  refused?: { from?: string; to?: string; error: string };
};

/**
 * Where the period's orders came from (docs/attribution.md): by source and medium, by
 * campaign and by staff member, with the period chosen as 7, 30 or 90 days or by dates,
 * in the address (a plain GET form, so it works without script and can be bookmarked).
 */
export function OrderSourcesPanel({ sources, refused }: Props) {
  const t = useTranslations('admin.dashboard.sources');
  const words = useTranslations('vocabulary');
  const { period, total } = sources;
  const sourceRows: FiguresRow[] = sources.bySource.map((row) => ({
    ...row,
    key: `${row.channel} ${row.source} ${row.medium}`,
    label:
      row.channel === 'web' ? (
        <>
          {row.source ?? t('direct')}
          <span className="text-ink-muted block text-xs">{row.medium ?? t('noMedium')}</span>
        </>
      ) : (
        <>
          {words(`orderSource.${row.channel}`)}
          <span className="text-ink-muted block text-xs">{t('takenByStaff')}</span>
        </>
      ),
  }));
  const campaignRows: FiguresRow[] = sources.byCampaign.map((row) => ({
    ...row,
    key: row.campaign ?? '',
    label: row.campaign ?? t('noCampaign'),
  }));
  const staffRows: FiguresRow[] = sources.byStaff.map((row) => ({
    ...row,
    key: String(row.staffId),
    label: row.name || t('unnamed'),
  }));
  const spanLink = 'px-3 py-2 text-xs tracking-[0.15em] uppercase border transition-colors';
  return (
    <section
      id={orderSourcesId}
      aria-labelledby={`${orderSourcesId}-title`}
      className="border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${orderSourcesId}-title`} className="text-ink text-xs tracking-[0.2em] uppercase">
        {t('title')}
      </h2>
      <p className="text-ink-soft mt-2 text-sm">
        {t('period', { from: longDay(period.from), to: longDay(period.to) })}
      </p>
      <nav aria-label={t('spans')} className="mt-4 flex flex-wrap gap-2">
        {sourcePeriodSpans.map((span) => (
          <a
            key={span}
            href={`${adminRoutes.dashboard({ days: span })}#${orderSourcesId}`}
            aria-current={period.span === span ? 'page' : undefined}
            className={`${spanLink} ${
              period.span === span
                ? 'border-ink bg-ink text-white'
                : 'text-ink hover:border-primary-600 border-stone-300'
            }`}
          >
            {t('lastDays', { count: count(Number(span)) })}
          </a>
        ))}
      </nav>
      <form
        method="get"
        action={`${adminRoutes.dashboard()}#${orderSourcesId}`}
        aria-label={t('datesLabel')}
        className="mt-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
      >
        <TextField
          name="from"
          type="date"
          label={t('from')}
          defaultValue={refused?.from ?? (period.span ? '' : period.from)}
        />
        <TextField
          name="to"
          type="date"
          label={t('to')}
          defaultValue={refused?.to ?? (period.span ? '' : period.to)}
          error={refused?.error}
        />
        <Button type="submit" size="small" className="col-span-2 sm:col-span-1">
          {t('show')}
        </Button>
      </form>
      {total.orders === 0 ? (
        <p className="text-ink-soft mt-6 border border-dashed border-stone-300 px-4 py-8 text-center text-sm">
          {t('none')}
        </p>
      ) : (
        <>
          <p className="text-ink mt-6 text-sm">
            {t('total', { orders: count(total.orders), revenue: money(total.revenue) })}
          </p>
          <p className="text-ink-muted mt-1 text-xs">{t('revenueNote')}</p>
          <div className="mt-6 grid gap-8 lg:grid-cols-3">
            <FiguresTable
              id="orders-by-source"
              caption={t('bySource')}
              head={[t('sourceMedium'), t('orders'), t('revenue')]}
              rows={sourceRows}
            />
            <FiguresTable
              id="orders-by-campaign"
              caption={t('byCampaign')}
              head={[t('campaign'), t('orders'), t('revenue')]}
              rows={campaignRows}
            />
            {staffRows.length > 0 ? (
              <FiguresTable
                id="orders-by-staff"
                caption={t('byStaff')}
                head={[t('staffMember'), t('orders'), t('revenue')]}
                rows={staffRows}
              />
            ) : (
              <p className="text-ink-soft text-sm">{t('noStaff')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
