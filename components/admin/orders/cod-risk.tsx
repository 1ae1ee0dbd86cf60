import { useTranslations } from 'next-intl';
import type { CodRiskBadge as Badge, CodRiskCheck } from '@/lib/ordering/client';

const badgeClass =
  'inline-flex items-center border px-2 py-0.5 text-xs tracking-wide whitespace-nowrap';

/** Good is green, doubtful the accent, risky red; a new phone is plain. */
const styles: Record<Badge, string> = {
  new: 'border-stone-300 bg-white text-ink-soft',
  good: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  doubtful: 'border-primary-300 bg-primary-50 text-primary-900',
  risky: 'border-red-200 bg-red-50 text-red-800',
};

/** A COD order's phone as the desk names it: new, good, doubtful or risky. */
export function CodRiskBadge({ badge }: { badge: Badge }) {
  const t = useTranslations('admin.orders.risk');
  const words = useTranslations('vocabulary');
  return (
    <span className={`${badgeClass} ${styles[badge]}`} data-testid="cod-risk-badge">
      <span className="sr-only">{t('label', { badge: '' })}</span>
      {words(`codRiskBadge.${badge}`)}
    </span>
  );
}

/** The badge with the figures it stands on: the courier's parcels and the store's orders. */
export function CodRiskFigures({ check }: { check: CodRiskCheck | null }) {
  const t = useTranslations('admin.orders.risk');
  if (!check) return <span className="text-ink-muted">{t('checking')}</span>;
  return (
    <>
      <CodRiskBadge badge={check.badge} />
      <span className="text-ink-soft mt-1 block text-xs leading-5 tabular-nums">
        {check.courier ? t('courier', check.courier) : t('noCourier')}
        <br />
        {t('own', check.own)}
      </span>
    </>
  );
}
