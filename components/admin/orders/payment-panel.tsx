import { useTranslations } from 'next-intl';
import { Panel } from '@/components/admin/panel';
import { formatBDT } from '@/lib/format/money';
import type { DeskOrder, DeskPayment, DeskRefund } from '@/lib/ordering/admin';
import { formatDhakaTime } from './desk-time';
import { DeskFact } from './desk-fact';
import { PaymentBadge } from './status-badges';

/** One payment the gateway confirmed, with its whole answer to open when needed. */
function GatewayRecord({ payment }: { payment: DeskPayment }) {
  const t = useTranslations('admin.orders.payment');
  return (
    <li className="py-3 text-sm">
      <p className="text-ink">
        {formatBDT(payment.amount)} {payment.currency !== 'BDT' && payment.currency} ·{' '}
        {payment.status} · {payment.provider}
      </p>
      {payment.risk && (
        <p className={payment.risk.level > 0 ? 'mt-0.5 text-red-800' : 'text-ink-soft mt-0.5'}>
          {t('risk')}:{' '}
          {t('riskLevel', {
            level: String(Math.min(payment.risk.level, 1)),
            title: payment.risk.title ?? 'none',
          })}
        </p>
      )}
      {payment.emi && (
        <p className="text-ink-soft mt-0.5" data-testid="desk-emi-paid">
          {t('emi')}:{' '}
          {t('emiPaid', {
            instalments: payment.emi.instalments,
            monthly: payment.emi.monthly === null ? '—' : formatBDT(payment.emi.monthly),
            issuer: payment.emi.issuer ?? 'none',
          })}
        </p>
      )}
      <p className="text-ink-muted mt-0.5 text-xs break-all">
        val_id {payment.valId} · tran_id {payment.tranId} · {formatDhakaTime(payment.createdAt)}
      </p>
      <details className="mt-2">
        <summary className="text-ink-soft cursor-pointer text-xs underline underline-offset-4">
          {t('gatewayAnswer')}
        </summary>
        <pre className="mt-2 max-h-72 overflow-auto bg-stone-50 p-3 text-xs leading-5">
          {JSON.stringify(payment.raw, null, 2)}
        </pre>
      </details>
    </li>
  );
}

function Refund({ refund }: { refund: DeskRefund }) {
  const t = useTranslations('admin.orders.payment');
  const words = useTranslations('vocabulary');
  return (
    <li className="py-3 text-sm">
      <p className="text-ink">
        {t('refundBy', {
          amount: formatBDT(refund.amount),
          method: words(`refundMethod.${refund.method}`),
        })}
      </p>
      <p className="text-ink-muted mt-0.5 text-xs break-all">
        {t('reference', { reference: refund.reference })} · {formatDhakaTime(refund.createdAt)}
      </p>
      {refund.note && <p className="text-ink-soft mt-1 text-xs">{refund.note}</p>}
    </li>
  );
}

const listClass = 'mt-2 divide-y divide-stone-100 border-y border-stone-100';

/** How the order is paid, what the gateway recorded, and what was given back. */
export function PaymentPanel({ order }: { order: DeskOrder }) {
  const { payment, refunds } = order;
  const t = useTranslations('admin.orders.payment');
  const words = useTranslations('vocabulary');
  return (
    <Panel title={t('title')}>
      <dl className="grid grid-cols-2 gap-4">
        <DeskFact term={t('method')}>{words(`paymentMethodDesk.${payment.method}`)}</DeskFact>
        <DeskFact term={t('state')}>
          <PaymentBadge status={payment.status} />
        </DeskFact>
        {payment.tranId && <DeskFact term={t('transaction')}>{payment.tranId}</DeskFact>}
        {payment.emi && (
          <DeskFact term={t('emi')}>
            {t('emiAsked', { months: payment.emi.months?.toString() ?? 'none' })}
          </DeskFact>
        )}
        {payment.advance > 0 && (
          <DeskFact term={payment.advancePaid ? t('paidInAdvance') : t('advanceNotPaid')}>
            <span data-testid="desk-advance">{formatBDT(payment.advance)}</span>
          </DeskFact>
        )}
        {payment.method === 'cod' && (
          <DeskFact term={t('dueOnDelivery')}>
            <span data-testid="desk-due-on-delivery">{formatBDT(payment.dueOnDelivery)}</span>
          </DeskFact>
        )}
        {payment.refundable > 0 && (
          <DeskFact term={t('leftToRefund')}>{formatBDT(payment.refundable)}</DeskFact>
        )}
      </dl>
      {payment.records.length > 0 && (
        <section aria-label={t('gatewayRecords')} className="mt-5">
          <h3 className="text-ink-soft text-xs tracking-[0.15em] uppercase">
            {t('gatewayRecords')}
          </h3>
          <ul className={listClass}>
            {payment.records.map((record) => (
              <GatewayRecord key={record.id} payment={record} />
            ))}
          </ul>
        </section>
      )}
      {refunds.length > 0 && (
        <section aria-label={t('refunds')} className="mt-5">
          <h3 className="text-ink-soft text-xs tracking-[0.15em] uppercase">{t('refunds')}</h3>
          <ul className={listClass}>
            {refunds.map((refund) => (
              <Refund key={refund.id} refund={refund} />
            ))}
          </ul>
        </section>
      )}
    </Panel>
  );
}
