import { useTranslations } from 'next-intl';
import { Panel } from '@/components/admin/panel';
import { SummaryRow } from '@/components/checkout/summary-row';
import { formatBDT } from '@/lib/format/money';
import { inMeasurementOrder } from '@/lib/catalogue/admin';
import {
  measurementLabel,
  measurementValue,
  type DeskOrder,
  type DeskOrderItem,
} from '@/lib/ordering/admin';

/** A made-to-measure line's measurements, as the shopper gave them (name → value and unit). */
function Measurements({ values }: { values: Record<string, unknown> }) {
  const t = useTranslations('admin.orders.items');
  const words = useTranslations('vocabulary');
  const entries = inMeasurementOrder(values);
  if (entries.length === 0) return null;
  return (
    <dl
      aria-label={t('measurements')}
      className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 bg-stone-50 px-3 py-2 text-xs"
    >
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-ink-muted">
            {measurementLabel(name, (key) => words(`measurement.${key}`))}
          </dt>
          <dd className="text-ink tabular-nums">{measurementValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Item({ item }: { item: DeskOrderItem }) {
  const t = useTranslations('admin.orders.items');
  return (
    <li className="py-4">
      <div className="flex items-baseline justify-between gap-4">
        <div className="min-w-0">
          <p className="text-ink">{item.name}</p>
          <p className="text-ink-muted mt-0.5 text-xs">
            {item.size} · {item.colour} · <span className="font-mono">{item.sku}</span>
            {item.variantId === null && t('gone')}
          </p>
        </div>
        <p className="text-ink shrink-0 text-right text-sm tabular-nums">
          {item.quantity} × {formatBDT(item.unitPrice)}
          <span className="text-ink block font-medium">{formatBDT(item.lineTotal)}</span>
        </p>
      </div>
      {item.measurements && <Measurements values={item.measurements} />}
      {item.note && (
        <p className="text-ink-soft mt-2 border-l-2 border-stone-300 pl-3 text-sm">{item.note}</p>
      )}
    </li>
  );
}

/** The pieces ordered, with their measurements and notes, and what the order adds up to. */
export function OrderItemsPanel({ order }: { order: DeskOrder }) {
  const t = useTranslations('admin.orders.items');
  return (
    <Panel title={t('title')}>
      <ul className="divide-y divide-stone-200 border-b border-stone-200">
        {order.items.map((item, index) => (
          <Item key={`${item.sku}-${index}`} item={item} />
        ))}
      </ul>
      <dl className="mt-4 space-y-2 text-sm">
        <SummaryRow term={t('subtotal')} value={formatBDT(order.subtotal)} />
        {order.discountAmount > 0 && (
          <SummaryRow
            term={
              order.discountCode ? t('discountCode', { code: order.discountCode }) : t('discount')
            }
            value={`− ${formatBDT(order.discountAmount)}`}
          />
        )}
        <SummaryRow term={t('delivery')} value={formatBDT(order.deliveryCharge)} />
        <SummaryRow term={t('total')} value={formatBDT(order.total)} strong />
      </dl>
    </Panel>
  );
}
