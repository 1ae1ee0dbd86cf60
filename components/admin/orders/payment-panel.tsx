import { Panel } from '@/components/admin/panel';
import { formatBDT } from '@/lib/format/money';
import {
  refundMethodLabels,
  type DeskOrder,
  type DeskPayment,
  type DeskRefund,
} from '@/lib/ordering/admin';
import { deskMethodLabels, formatDhakaTime } from './desk-labels';
import { DeskFact } from './desk-fact';
import { PaymentBadge } from './status-badges';

/** One payment the gateway confirmed, with its whole answer to open when needed. */
function GatewayRecord({ payment }: { payment: DeskPayment }) {
  return (
    <li className="py-3 text-sm">
      <p className="text-ink">
        {formatBDT(payment.amount)} {payment.currency !== 'BDT' && payment.currency} ·{' '}
        {payment.status} · {payment.provider}
      </p>
      <p className="text-ink-muted mt-0.5 text-xs break-all">
        val_id {payment.valId} · tran_id {payment.tranId} · {formatDhakaTime(payment.createdAt)}
      </p>
      <details className="mt-2">
        <summary className="text-ink-soft cursor-pointer text-xs underline underline-offset-4">
          The gateway’s answer
        </summary>
        <pre className="mt-2 max-h-72 overflow-auto bg-stone-50 p-3 text-xs leading-5">
          {JSON.stringify(payment.raw, null, 2)}
        </pre>
      </details>
    </li>
  );
}

function Refund({ refund }: { refund: DeskRefund }) {
  return (
    <li className="py-3 text-sm">
      <p className="text-ink">
        {formatBDT(refund.amount)} by {refundMethodLabels[refund.method]}
      </p>
      <p className="text-ink-muted mt-0.5 text-xs break-all">
        Reference {refund.reference} · {formatDhakaTime(refund.createdAt)}
      </p>
      {refund.note && <p className="text-ink-soft mt-1 text-xs">{refund.note}</p>}
    </li>
  );
}

const listClass = 'mt-2 divide-y divide-stone-100 border-y border-stone-100';

/** How the order is paid, what the gateway recorded, and what was given back. */
export function PaymentPanel({ order }: { order: DeskOrder }) {
  const { payment, refunds } = order;
  return (
    <Panel title="Payment">
      <dl className="grid grid-cols-2 gap-4">
        <DeskFact term="Method">{deskMethodLabels[payment.method]}</DeskFact>
        <DeskFact term="State">
          <PaymentBadge status={payment.status} />
        </DeskFact>
        {payment.tranId && <DeskFact term="Transaction">{payment.tranId}</DeskFact>}
        {payment.advance > 0 && (
          <DeskFact term={payment.advancePaid ? 'Paid in advance' : 'Advance (not paid yet)'}>
            <span data-testid="desk-advance">{formatBDT(payment.advance)}</span>
          </DeskFact>
        )}
        {payment.method === 'cod' && (
          <DeskFact term="Due on delivery">
            <span data-testid="desk-due-on-delivery">{formatBDT(payment.dueOnDelivery)}</span>
          </DeskFact>
        )}
        {payment.refundable > 0 && (
          <DeskFact term="Left to refund">{formatBDT(payment.refundable)}</DeskFact>
        )}
      </dl>
      {payment.records.length > 0 && (
        <section aria-label="Gateway records" className="mt-5">
          <h3 className="text-ink-soft text-xs tracking-[0.15em] uppercase">Gateway records</h3>
          <ul className={listClass}>
            {payment.records.map((record) => (
              <GatewayRecord key={record.id} payment={record} />
            ))}
          </ul>
        </section>
      )}
      {refunds.length > 0 && (
        <section aria-label="Refunds" className="mt-5">
          <h3 className="text-ink-soft text-xs tracking-[0.15em] uppercase">Refunds</h3>
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
