import { useTranslations } from '#intl';
import type { OrderQuote } from '@/lib/ordering/admin';
import { formatBDT } from '@/lib/format/money';
import type { ActionState } from '@/lib/identity/client';

type Props = { quote: ActionState<OrderQuote>; quoting: boolean; hasLines: boolean };

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1.5 ${strong ? 'text-ink text-lg' : 'text-ink-soft text-sm'}`}
    >
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The order's figures as the server prices them now; the order is priced again when placed. */
export function OrderSummary({ quote, quoting, hasLines }: Props) {
  const t = useTranslations('admin.phoneOrder.summary');
  const figures = quote.status === 'ok' ? quote.data : undefined;
  const state = !hasLines
    ? t('addPiece')
    : quoting
      ? t('working')
      : quote.status === 'error'
        ? quote.message
        : figures && !figures.ready
          ? t('notReady')
          : '';
  return (
    <div aria-busy={quoting}>
      {hasLines && figures && (
        <div role="group" aria-label={t('label')}>
          <dl className="divide-y divide-stone-100">
            <Row term={t('subtotal')} value={formatBDT(figures.subtotal)} />
            {figures.discount && (
              <Row
                term={t('discount', { code: figures.discount.code })}
                value={formatBDT(-figures.discount.amount)}
              />
            )}
            <Row
              term={t('delivery')}
              value={
                figures.deliveryCharge === null
                  ? t('chooseDistrict')
                  : formatBDT(figures.deliveryCharge)
              }
            />
            <Row
              term={t('total')}
              value={figures.total === null ? '—' : formatBDT(figures.total)}
              strong
            />
          </dl>
        </div>
      )}
      {hasLines && figures?.discountProblem && (
        <p className="mt-2 text-sm text-red-700">
          {t('discountProblem', { problem: figures.discountProblem })}
        </p>
      )}
      <p role="status" className="text-ink-soft mt-2 min-h-5 text-sm">
        {state}
      </p>
    </div>
  );
}
