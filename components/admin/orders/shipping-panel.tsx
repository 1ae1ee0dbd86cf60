import { useTranslations } from 'next-intl';
import { Panel } from '@/components/admin/panel';
import type { DeskOrder } from '@/lib/ordering/admin';
import { DeskFact } from './desk-fact';

type Props = { shipping: DeskOrder['shipping']; children?: React.ReactNode };

/** Who carries the parcel and how to follow it; `children` is where booking a courier goes. */
export function ShippingPanel({ shipping, children }: Props) {
  const t = useTranslations('admin.orders.shipping');
  const words = useTranslations('vocabulary');
  return (
    <Panel title={t('title')}>
      {shipping.courier ? (
        <dl className="grid grid-cols-2 gap-4">
          <DeskFact term={t('courier')}>{words(`courierDesk.${shipping.courier}`)}</DeskFact>
          <DeskFact term={t('trackingCode')}>
            <span data-testid="desk-tracking-code">{shipping.trackingCode ?? '—'}</span>
          </DeskFact>
          {shipping.consignmentId && (
            <DeskFact term={t('consignment')}>{shipping.consignmentId}</DeskFact>
          )}
          {shipping.courierStatus && (
            <DeskFact term={t('courierSays')}>{shipping.courierStatus}</DeskFact>
          )}
        </dl>
      ) : (
        <p className="text-ink-soft text-sm">{t('noCourier')}</p>
      )}
      {children}
    </Panel>
  );
}
